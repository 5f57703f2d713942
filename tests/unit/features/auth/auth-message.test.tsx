// A sign-in message is never hidden: until the coloured box's code has arrived (it is fetched after
// the first paint, login-views.ts) the same words stand as plain text with the same role.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthMessage } from '../../../../src/features/auth/components/auth-message';
import { AuthAlert } from '../../../../src/features/auth/login-views';

const serverError = { severity: 'error', message: { text: 'De server is even niet bereikbaar.' } } as const;

describe('AuthMessage', () => {
  it('shows the words as an alert before the box has arrived', () => {
    expect(AuthAlert.settled()).toBe(false);
    const html = renderToStaticMarkup(<AuthMessage notice={serverError} context={undefined} />);
    expect(html).toMatch(/role="alert"[^>]*>De server is even niet bereikbaar\.</);
    expect(html).not.toContain('MuiAlert');
  });

  it('shows them in the coloured box once it has arrived', async () => {
    await AuthAlert.preload();
    const html = renderToStaticMarkup(<AuthMessage notice={serverError} context={undefined} />);
    expect(html).toContain('MuiAlert-colorError');
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('De server is even niet bereikbaar.');
  });

  it('shows nothing without a message', () => {
    expect(renderToStaticMarkup(<AuthMessage notice={null} context={undefined} />)).toBe('');
  });
});
