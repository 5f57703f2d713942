// English mail texts; English has one form of address.
import type { MailTexts } from './types';

export const en: MailTexts = {
  greeting: (to) => `Dear ${to.name},`,
  closing: 'Kind regards,',
  twoFactorCode: (to, code, minutes) => ({
    subject: `Your sign-in code for ${to.office}`,
    blocks: [
      'Use this code to sign in to your customer portal:',
      { code },
      `The code is valid for ${minutes} minutes and works once.`,
      'Did you not try to sign in? Then please change your password.',
    ],
  }),
  resetPassword: (to, link, hours) => ({
    subject: 'Set your new password',
    blocks: [
      `You asked for a new password for the customer portal of ${to.office}. Set it through this link:`,
      { link },
      `The link is valid for ${hours} hour${hours === 1 ? '' : 's'} and works once.`,
      'Did you not ask for this? Then you can ignore this mail.',
    ],
  }),
  register: (to, link, days) => ({
    subject: 'Activate your account',
    blocks: [
      `Choose a password and activate your account for the customer portal of ${to.office} through this link:`,
      { link },
      `The link is valid for ${days} days and works once.`,
    ],
  }),
  digest: (to, count, link) => ({
    subject: `New in your customer portal of ${to.office}`,
    blocks: [
      count === 1
        ? `There is 1 new item for you in the customer portal of ${to.office}.`
        : `There are ${count} new items for you in the customer portal of ${to.office}.`,
      'Sign in to see them:',
      { link },
      'How you hear of this, you choose in your portal under Details › Account.',
    ],
  }),
  securityChange: (to, change) => ({
    subject: `A change to your security at ${to.office}`,
    blocks: [
      {
        app_added: 'You set up an authenticator app to sign in with.',
        app_removed: 'You removed your authenticator app; signing in asks for a code by e-mail again.',
        recovery_codes_renewed: 'You made new recovery codes; the earlier ones no longer work.',
        recovery_code_used: 'Someone signed in with one of your recovery codes; that code no longer works.',
        passkey_added: 'You added a passkey to sign in with.',
        passkey_removed: 'You removed a passkey; it no longer signs in.',
        password_changed: 'Your password was changed; every other place you were signed in is signed out.',
      }[change],
      'Was this not you? Change your password at once and contact your adviser.',
    ],
  }),
};
