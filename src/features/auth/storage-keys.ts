// Where this device keeps its saved accounts and a handed-over session (account-storage.ts says
// what they hold). A file that imports nothing, so the session hint, which runs inline in
// index.html before the portal's own code (src/app/startup/session-hint.ts), reads the same keys.

export const STORAGE_KEY = 'portal.accounts';
/** Tokens another part of the product (an app shell, a second tab) hands over for adoption. */
export const HANDOVER_KEY = 'portal.handover';
