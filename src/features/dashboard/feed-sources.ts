import type { DataName } from '../../config';

/**
 * What the overview feed is made of. The names alone, apart from the hooks that read them, so that
 * start-up and the shell can ask for them before the dashboard's code has run.
 */
export const FEED_SOURCES = ['mortgages', 'tasks', 'damages', 'signals', 'notes', 'mails'] as const satisfies readonly DataName[];
