/**
 * What the portal asks for before React starts (start.tsx imports this first, so it runs before
 * React DOM and the rest of the first download are evaluated): the office of the host, the texts
 * of the part that most likely comes next (main.tsx has asked for its code), and once the office
 * is known the home screen's first answers, into the shell's query cache (first-reads.ts).
 * TenantGate corrects a wrong guess.
 */
import { loadOffice, onOfficeFound } from '../../api/office-lookup';
import { createAccountStorage, HANDOVER_KEY } from '../../features/auth/account-storage';
import { holdsSession } from '../../features/auth/session-guess';
import { officeFromHost } from '../../lib/tenant-host';
import { firstReads } from './first-reads';
import { preloadSignedIn } from './signed-in-entry';
import { preloadSignedOut } from './signed-out-entry';

/** The office of this host (its first label); null on a host without office sub-domain. */
export const HOST_OFFICE = officeFromHost(window.location.host, import.meta.env.BASE_DOMAIN ?? 'localhost');

const accounts = createAccountStorage(localStorage);

/** Whether this device held a session when the portal started (before the session adopts a handed-over one). */
export const SESSION_AT_START = holdsSession(localStorage);

if (HOST_OFFICE !== null) {
  const office = HOST_OFFICE;
  loadOffice(office);
  onOfficeFound(office, (tenant) => {
    // A handed-over session may be another account's than the stored one: its screen reads itself.
    const reads = localStorage.getItem(HANDOVER_KEY) === null && firstReads(accounts.current(), office, tenant, window.location);
    // The shell's chunk, which start-up has asked for already, holds the cache the answers go into.
    if (reads)
      void import('../shell/signed-in-app').then(
        (module) => module.prefetchFirstReads(reads),
        () => undefined,
      );
  });
}
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
