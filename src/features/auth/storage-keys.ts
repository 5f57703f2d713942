// Where this device keeps its saved accounts and a handed-over session (account-storage.ts says
// what they hold).

export const STORAGE_KEY = 'portal.accounts';
/** Tokens another part of the product (an app shell, a second tab) hands over for adoption. */
export const HANDOVER_KEY = 'portal.handover';
