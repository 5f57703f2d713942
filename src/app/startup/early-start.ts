/**
 * What the portal asks for before React starts (start.tsx imports this first, so it runs before
 * React DOM and the rest of the first download are evaluated): the office of the host, the texts
 * of the part that most likely comes next (main.tsx has asked for its code), and once the office
 * is known the home screen's first answers, into the shell's query cache (first-reads.ts).
 * TenantGate corrects a wrong guess.
 */
import { loadOffice } from '../../api/office-lookup';
import { holdsSession } from '../../features/auth/session-guess';
import { HOST_OFFICE } from './host-office';
import { preloadSignedIn } from './signed-in-entry';
import { preloadSignedOut } from './signed-out-entry';

/** Whether this device held a session when the portal started (before the session adopts a handed-over one). */
export const SESSION_AT_START = holdsSession(localStorage);

if (HOST_OFFICE !== null) loadOffice(HOST_OFFICE);
// index.html preloads the office lookup on every host. Without an office sub-domain its answer (no
// office) is read and dropped here: left waiting, it would answer the lookup made after sign-in
// with the account's token (a preload ignores the Authorization header).
else
  void fetch('/api/customer/tenant').then(
    (answer) => answer.body?.cancel(),
    () => undefined,
  );
if (SESSION_AT_START) void preloadSignedIn();
else void preloadSignedOut();
