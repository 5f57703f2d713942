// No password, code or token reaches the log, whichever sign-in call carried it.
import { describe, expect, it } from 'vitest';
import { demoLogins, freshAddress, useTestServer } from './helper';

const server = useTestServer({ logLevel: 'debug' });
const jan = demoLogins.vandijk;

describe('logging', () => {
  it('logs requests without their secrets', async () => {
    const { refresh_token, access_token } = await server.signIn('vandijk', jan);
    const [codeMail] = await server.outbox(jan.username);
    await server.call('vandijk', 'POST', '/proxy/auth/refresh', { body: { tenant: 'vandijk', token: refresh_token } });
    await server.call('vandijk', 'POST', '/proxy/auth/login', { body: { ...jan, password: 'GeheimFout99', tenant: 'vandijk' }, remoteAddress: freshAddress() });
    await server.call('vandijk', 'POST', '/api/customer/auth/change/password', {
      token: access_token,
      body: { current_password: 'HuidigGeheim1', new_password: 'NieuwGeheim22', new_password_confirmation: 'NieuwGeheim33' },
    });
    await server.call('vandijk', 'POST', '/api/customer/auth/recover/password', { body: { username: jan.username, portal: 'VANDIJK' } });
    const [resetMail] = await server.outbox(jan.username);
    const link = new URL(resetMail!.links[0]!);
    const resetToken = link.searchParams.get('reset_password')!;
    // The browser opens the link on the portal's own host: that request is logged too.
    await server.call('vandijk', 'GET', `/${link.search}`);
    await server.call('vandijk', 'POST', '/api/customer/auth/reset/password', { body: { token: resetToken, password: 'NieuwGeheim44' } });

    const log = server.logs.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('reset_password=%5BRedacted%5D');
    const secrets = [
      jan.password,
      'GeheimFout99',
      'HuidigGeheim1',
      'NieuwGeheim22',
      'NieuwGeheim33',
      'NieuwGeheim44',
      refresh_token,
      access_token,
      resetToken,
      codeMail!.codes[0]!,
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
