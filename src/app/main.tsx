/**
 * The entry, kept tiny so it runs as soon as it arrives: it asks for the part that most likely
 * comes next (the signed-in shell with its home screen when this device holds a session, else the
 * sign-in screens) beside the start chunk, rather than after the start chunk has been parsed and
 * run. index.html preloads the start chunk (scripts/vite/start-up-chunks.ts).
 */
import { holdsSession } from '../features/auth/session-guess';

void (holdsSession(localStorage) ? import('./shell/signed-in-app') : import('./startup/signed-out-routes')).catch(() => undefined);
void import('./start');
