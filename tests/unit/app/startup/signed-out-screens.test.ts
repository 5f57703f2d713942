// The password and activation screens are files of their own: start-up fetches the one an address
// opens beside the sign-in code (a mailed link), and neither for the login page.
import { describe, expect, it, vi } from 'vitest';

const fetched = vi.hoisted(() => new Set<string>());
vi.mock('../../../../src/features/auth/password-screen', async (original) => (fetched.add('password'), original()));
vi.mock('../../../../src/features/auth/account-activation-screen', async (original) => (fetched.add('activation'), original()));

const { preloadSignedOutScreen } = await import('../../../../src/app/startup/signed-out-screens');

describe('preloadSignedOutScreen', () => {
  it('fetches neither screen for the login page, also with a password link on it', async () => {
    await preloadSignedOutScreen({ pathname: '/login', search: '?reset_password=abc' });
    await preloadSignedOutScreen({ pathname: '/', search: '' });
    expect([...fetched]).toEqual([]);
  });

  it('fetches the activation screen for its address, and only that one', async () => {
    await preloadSignedOutScreen({ pathname: '/account-activeren', search: '' });
    expect([...fetched]).toEqual(['activation']);
  });

  it('fetches the password screen for a mailed password link on any address', async () => {
    await preloadSignedOutScreen({ pathname: '/', search: '?register=abc&kantoor=vandijk' });
    expect([...fetched]).toEqual(['activation', 'password']);
  });
});
