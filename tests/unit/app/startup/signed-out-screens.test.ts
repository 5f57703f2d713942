// The password and activation screens are files of their own: start-up fetches the one an address
// opens beside the sign-in code (a mailed link), and neither for the login page.
import { describe, expect, it } from 'vitest';
import { AccountActivationScreen, PasswordScreen, preloadSignedOutScreen } from '../../../../src/app/startup/signed-out-screens';

describe('preloadSignedOutScreen', () => {
  it('fetches neither screen for the login page, also with a password link on it', async () => {
    await preloadSignedOutScreen({ pathname: '/login', search: '?reset_password=abc' });
    await preloadSignedOutScreen({ pathname: '/', search: '' });
    expect(PasswordScreen.settled()).toBe(false);
    expect(AccountActivationScreen.settled()).toBe(false);
  });

  it('fetches the activation screen for its address, and only that one', async () => {
    await preloadSignedOutScreen({ pathname: '/account-activeren', search: '' });
    expect(AccountActivationScreen.settled()).toBe(true);
    expect(PasswordScreen.settled()).toBe(false);
  });

  it('fetches the password screen for a mailed password link on any address', async () => {
    await preloadSignedOutScreen({ pathname: '/', search: '?register=abc&kantoor=vandijk' });
    expect(PasswordScreen.settled()).toBe(true);
  });
});
