// DEV_CLOCK=true: a server clock the end-to-end tests move forward (POST /dev/clock), so a test sees
// an access token expire without waiting for it (decision record 046: every "now" is config.clock).
// Development only: loadConfig refuses it in production, the route exists only with it, and like
// the outbox it answers this machine only.
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config-error';
import { HttpError } from './http-error';
import { fromThisMachine } from './this-machine';

export interface MovableClock {
  now: () => Date;
  /** Moves the clock forward; it never goes back, as a real one would not. */
  advance: (ms: number) => void;
}

export function movableClock(base: () => Date): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

// The one place the server reads the wall clock; tests and the e2e server replace or move it.
// eslint-disable-next-line no-restricted-syntax
export const wallClock = () => new Date();

/** The DEV_CLOCK switch: a movable clock on the wall clock, or null; refused in production. */
export function devClockFrom(raw: string | undefined, production: boolean): MovableClock | null {
  if (!raw || raw === 'false') return null;
  if (raw !== 'true') throw new ConfigError(`DEV_CLOCK must be true or false; it is "${raw}".`);
  if (production) throw new ConfigError('DEV_CLOCK=true is refused when NODE_ENV=production: it lets a caller move the time of tokens and links.');
  return movableClock(wallClock);
}

// Up to a year: enough for any expiry a test waits for.
const MAX_SECONDS = 366 * 24 * 3600;

/** `{ seconds }` and nothing else, a whole number as sent: checked here, since Fastify's own validator would coerce "35". */
function secondsOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'seconds') return null;
  const { seconds } = body as { seconds: unknown };
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 1 && seconds <= MAX_SECONDS ? seconds : null;
}

export function registerDevClock(app: FastifyInstance, clock: MovableClock, open: boolean) {
  app.post('/dev/clock', async (request) => {
    if (!open && !fromThisMachine(request)) throw new HttpError(403, 'dev_outbox_local_only', 'This answers only this machine');
    const seconds = secondsOf(request.body);
    if (seconds === null) throw new HttpError(400, 'validation_error', `Send { "seconds": a whole number from 1 to ${MAX_SECONDS} }`);
    clock.advance(seconds * 1000);
    return { now: clock.now().toISOString() };
  });
}
