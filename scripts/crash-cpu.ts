// Processor time from /proc, shared by the crash test and its yardstick (scripts/crash-reference.ts).
import { readFileSync } from 'node:fs';

/** Processor time (user and system, all threads) a process used so far, in ms; null without /proc. */
export function cpuMs(pid: number | 'self'): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
