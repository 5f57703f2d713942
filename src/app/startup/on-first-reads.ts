import { onOfficeFound } from '../../api/office-lookup';
import { createAccountStorage, HANDOVER_KEY } from '../../features/auth/account-storage';
import { firstReads, type FirstReads } from './first-reads';
import { HOST_OFFICE } from './host-office';

/**
 * Calls `read` once with the home screen's first reads (first-reads.ts), if there are any, once
 * the office of this host is known: at once when it is, else as its answer comes in, before React
 * draws with it. The signed-in shell's chunk, which holds the cache, asks for them when it runs.
 */
export function onFirstReads(read: (reads: FirstReads) => void): void {
  if (HOST_OFFICE === null) return;
  const office = HOST_OFFICE;
  onOfficeFound(office, (tenant) => {
    // A handed-over session may be another account's than the stored one: its screen reads itself.
    const reads = localStorage.getItem(HANDOVER_KEY) === null && firstReads(createAccountStorage(localStorage).current(), office, tenant, window.location);
    if (reads) read(reads);
  });
}
