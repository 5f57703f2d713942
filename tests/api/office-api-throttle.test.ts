// The office API's throttle: each credential may make OFFICE_API_REQUESTS_PER_MINUTE calls within
// any minute (3 here); past that it answers 429 with the message key, audited, until the minute
// has passed on the server's clock. Another credential of the same office is not slowed.
import { describe, expect, it } from 'vitest';
import { standingClock, useTestServer } from './helper';
import { officeCredential } from './office-callers';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now, env: { OFFICE_API_REQUESTS_PER_MINUTE: '3' } });
const read = (secret: string) => server.call(null, 'GET', '/office/v1/office', { token: secret });

describe('office API throttle', () => {
  it('refuses a credential’s fourth call within a minute with 429 and lets it on after the minute', async () => {
    const busy = await officeCredential(server, 'VANDIJK', ['read']);
    const other = await officeCredential(server, 'VANDIJK', ['read']);
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await read(busy.secret)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await read(busy.secret);
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_attempts', status: 429 } });
    expect((await read(other.secret)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await read(busy.secret)).statusCode).toBe(200);
    const audit = await server.call(null, 'GET', '/office/v1/audit?limit=500', { token: other.secret });
    const mine = audit.json<{ entries: { credential_id: number; status: number }[] }>().entries.filter((entry) => entry.credential_id === busy.id);
    expect(mine.map((entry) => entry.status)).toEqual([200, 200, 200, 429, 429, 200]);
  });
});
