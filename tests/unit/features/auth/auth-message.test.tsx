// A sign-in message: errors as an alert, news as a status, in the coloured box, in the words given.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthMessage } from '../../../../src/features/auth/components/auth-message';

const serverError = { severity: 'error', message: { text: 'De server is even niet bereikbaar.' } } as const;

describe('AuthMessage', () => {
  it('shows an error in the coloured box, announced at once', () => {
    const html = renderToStaticMarkup(<AuthMessage notice={serverError} context={undefined} />);
    expect(html).toContain('MuiAlert-colorError');
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('De server is even niet bereikbaar.');
  });

  it('announces news politely', () => {
    const html = renderToStaticMarkup(<AuthMessage notice={{ severity: 'success', key: 'login_recoverysent' }} context={undefined} />);
    expect(html).toMatch(/role="status"/);
    expect(html).toContain('MuiAlert-colorSuccess');
  });

  it('shows nothing without a message', () => {
    expect(renderToStaticMarkup(<AuthMessage notice={null} context={undefined} />)).toBe('');
  });
});
