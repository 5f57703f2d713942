// Configuration from the environment, checked once at start so a mistake stops the server with a
// message that names the variable, instead of failing later in a request.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { ConfigError } from './config-error';
import { devClockFrom, wallClock, type MovableClock } from './dev-clock';
import { isPublicAddress } from './net/public-address';
import { loadVapidKeys, VapidError, type VapidKeys } from './notify/vapid';

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Postgres connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (created if missing); the default is the connection's search_path. */
  databaseSchema: string | undefined;
  /** Folder of the embedded database and the development secret; null keeps everything in memory. */
  dataDir: string | null;
  /** The portal's base domain; an office lives at <office>.<baseDomain>. */
  baseDomain: string;
  /** Address template of an office's portal, `{office}` replaced by its name; used in mailed links. */
  portalUrlTemplate: string;
  smtpUrl: string | null;
  mailFrom: string;
  sessionSecret: string;
  accessTokenSeconds: number;
  portalDist: string;
  logLevel: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For/-Proto to believe (false: none). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Embed address of a map service, `{location}` and `{zoom}` filled in; null draws the map offline. */
  mapEmbedUrl: string | null;
  /** Address of the data-retrieval (inventory) service, `{token}` filled in; null uses our own page. */
  inventoryUrl: string | null;
  /** The time throttles, codes and mail intervals are measured by; tests hold it still or move it. */
  clock: () => Date;
  /** DEV_CLOCK=true (never in production): `clock`, movable forward through POST /dev/clock. */
  devClock: MovableClock | null;
  /** Whether /dev/outbox (never in production) answers other machines than this one. */
  devOutboxOpen: boolean;
  /** Minutes between an instance's tries to claim the offices' daily signal runs; 0 runs none. */
  signalRunMinutes: number;
  /** Calls one office credential may make to the office API within any minute (429 past it). */
  officeRequestsPerMinute: number;
  /** Error reporting (Sentry or a compatible service); off while null. */
  sentry: { dsn: string; environment: string; release: string } | null;
  /** Bearer token that lets another machine read /metrics; this machine reads it without one. */
  metricsToken: string | null;
  /** On SIGTERM: how long requests are still served while /health answers 503, for the balancer to notice. */
  shutdownDrainMs: number;
  /** On SIGTERM: how long in-flight requests get to finish once the listener closed. */
  shutdownDeadlineMs: number;
  /** The key pair that signs push messages (notify/vapid.ts). */
  vapid: VapidKeys;
  /** Push hosts besides the named services (notify/push-hosts.ts); outside production also http and private ones, for tests. */
  pushExtraHosts: string[];
  /** Webhook hosts that may be http and private outside production (a test's receiver); see events/webhook-address.ts. */
  webhookExtraHosts: string[];
  /** Milliseconds between an instance's looks for due webhook deliveries; 0 looks only when kicked (tests). */
  webhookPollMs: number;
  /** DEMO_DATA=true: store the demo offices when the database holds none (`npm start`); never in production. */
  demoData: boolean;
}

export { ConfigError };

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; it is "${raw}".`);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}".`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}; it is "${raw}".`);
  }
  return raw;
}

/** An https address template of an outside service that must name `placeholder`. */
function template(env: Env, name: string, placeholder: string): string | null {
  const raw = url(env, name, ['https:', 'http:']);
  if (raw && !raw.includes(placeholder)) throw new ConfigError(`${name} must contain ${placeholder}.`);
  return raw;
}

/** The secret signing access tokens: given, or made once and kept in the data dir for development. */
function sessionSecret(env: Env, production: boolean, dataDir: string | null): string {
  const given = env.SESSION_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters long.');
    return given;
  }
  if (production) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production.');
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'development-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function vapid(env: Env, production: boolean, dataDir: string | null, mailFrom: string): VapidKeys {
  try {
    return loadVapidKeys(env, production, dataDir, mailFrom);
  } catch (error) {
    if (error instanceof VapidError) throw new ConfigError(error.message);
    throw error;
  }
}

function schemaName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(raw)) throw new ConfigError(`DATABASE_SCHEMA must be a lower-case SQL name; it is "${raw}".`);
  return raw;
}

// proxy-addr's names for the loopback, link-local and private ranges, besides addresses and CIDRs.
const proxyList = /^\s*([0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal)(\s*,\s*([0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal))*\s*$/;

/**
 * TRUST_PROXY: a number of hops, or a comma-separated list of proxy addresses/CIDRs (recommended),
 * or `true`. `true` believes X-Forwarded-For from whoever connects, so any client could name its
 * own address and walk past the per-address throttles: refused in production.
 */
function trustProxy(raw: string | undefined, production: boolean): Config['trustProxy'] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') {
    if (production)
      throw new ConfigError("TRUST_PROXY=true believes any client's X-Forwarded-For; in production give the proxies' addresses or the number of hops.");
    return true;
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  if (proxyList.test(raw)) return raw;
  throw new ConfigError(`TRUST_PROXY must be true, false, a number of proxies or a list of addresses; it is "${raw}".`);
}

/**
 * PUSH_EXTRA_HOSTS (and WEBHOOK_EXTRA_HOSTS): comma-separated host names a push endpoint may name
 * besides the browsers' push services. In production they are reached over https at public
 * addresses only, so a private or loopback one is refused here rather than failing at every push.
 */
function extraHosts(raw: string | undefined, production: boolean, name = 'PUSH_EXTRA_HOSTS'): string[] {
  const hosts = (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const local = (host: string) => host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host));
  const refused = production ? hosts.filter(local) : [];
  if (refused.length > 0) throw new ConfigError(`${name} names hosts that are not on the public internet: ${refused.join(', ')}.`);
  return hosts;
}

/** The version of this build, as error reports name it. */
function packageRelease(): string {
  const { name, version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { name: string; version: string };
  return `${name}@${version}`;
}

function sentry(env: Env, production: boolean): Config['sentry'] {
  const dsn = url(env, 'SENTRY_DSN', ['https:', 'http:']);
  if (!dsn) return null;
  const parsed = new URL(dsn);
  if (!parsed.username || !/^\/(.*\/)?\d+$/.test(parsed.pathname)) {
    throw new ConfigError('SENTRY_DSN must look like https://<key>@<host>/<project id>.');
  }
  return { dsn, environment: env.SENTRY_ENVIRONMENT || (production ? 'production' : 'development'), release: env.SENTRY_RELEASE || packageRelease() };
}

function metricsToken(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long.');
  return raw;
}

/** The demo's password is printed in README, so a production database must never get its offices. */
function demoData(raw: string | undefined, production: boolean): boolean {
  if (!raw || raw === 'false') return false;
  if (raw !== 'true') throw new ConfigError(`DEMO_DATA must be true or false; it is "${raw}".`);
  if (production) throw new ConfigError('DEMO_DATA=true is refused when NODE_ENV=production: the demo logins are public.');
  return true;
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const devClock = devClockFrom(env.DEV_CLOCK, production);
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const rawDataDir = env.DATA_DIR ?? './data';
  const dataDir = rawDataDir === ':memory:' ? null : resolve(rawDataDir);
  const baseDomain = (env.BASE_DOMAIN ?? 'localhost').toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(baseDomain)) throw new ConfigError(`BASE_DOMAIN is not a host name: "${baseDomain}".`);
  const portalUrlTemplate = env.PORTAL_URL_TEMPLATE ?? `http://{office}.${baseDomain}:${port}`;
  if (!portalUrlTemplate.includes('{office}')) throw new ConfigError('PORTAL_URL_TEMPLATE must contain {office}.');
  const mailFrom = env.MAIL_FROM ?? 'portaal@localhost';
  return {
    production,
    port,
    host: env.HOST ?? 'localhost',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseSchema: schemaName(env.DATABASE_SCHEMA),
    dataDir,
    baseDomain,
    portalUrlTemplate,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    sessionSecret: sessionSecret(env, production, dataDir),
    accessTokenSeconds: integer(env, 'ACCESS_TOKEN_SECONDS', 900, 30, 86400),
    portalDist: resolve(env.PORTAL_DIST ?? 'dist/portal'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'info'),
    trustProxy: trustProxy(env.TRUST_PROXY, production),
    mapEmbedUrl: template(env, 'MAP_EMBED_URL', '{location}'),
    inventoryUrl: template(env, 'INVENTORY_URL', '{token}'),
    clock: devClock?.now ?? wallClock,
    devClock,
    devOutboxOpen: env.DEV_OUTBOX_OPEN === 'true',
    signalRunMinutes: integer(env, 'SIGNAL_RUN_MINUTES', 10, 0, 1440),
    officeRequestsPerMinute: integer(env, 'OFFICE_API_REQUESTS_PER_MINUTE', 600, 1, 100_000),
    sentry: sentry(env, production),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0, 0, 120_000),
    shutdownDeadlineMs: integer(env, 'SHUTDOWN_DEADLINE_MS', 25_000, 100, 600_000),
    vapid: vapid(env, production, dataDir, mailFrom),
    pushExtraHosts: extraHosts(env.PUSH_EXTRA_HOSTS, production),
    webhookExtraHosts: extraHosts(env.WEBHOOK_EXTRA_HOSTS, production, 'WEBHOOK_EXTRA_HOSTS'),
    webhookPollMs: integer(env, 'WEBHOOK_POLL_MS', 1000, 0, 600_000),
    demoData: demoData(env.DEMO_DATA, production),
  };
}
