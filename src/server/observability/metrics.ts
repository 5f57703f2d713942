// Prometheus metrics of the process (prom-client). One registry per process, as prom-client is
// built for: the database, the throttles, the uploads and the mailer count into it from wherever
// they are, without every caller carrying a metrics object. Names start with `portal_`; the
// process's own (event-loop lag, memory, CPU, handles) are prom-client's default metrics.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const requestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from a request to its answer, by the contract operation (or route) and status.',
  labelNames: ['operation', 'method', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Answers a caller caused (4xx) are counted here and never reported as errors. */
export const clientErrors = new Counter({
  name: 'portal_http_client_errors_total',
  help: 'Answers with a 4xx status, by operation and status.',
  labelNames: ['operation', 'status'],
  registers: [registry],
});

export const serverErrors = new Counter({
  name: 'portal_http_server_errors_total',
  help: 'Answers with a 5xx status, by operation and status (each is reported when SENTRY_DSN is set).',
  labelNames: ['operation', 'status'],
  registers: [registry],
});

export const queryDuration = new Histogram({
  name: 'portal_db_query_duration_seconds',
  help: 'Time of each database statement, by engine and outcome.',
  labelNames: ['engine', 'outcome'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const signInFailures = new Counter({
  name: 'portal_sign_in_failures_total',
  help: 'Refused sign-ins (wrong or unknown account, password or code).',
  registers: [registry],
});

export const throttled = new Counter({
  name: 'portal_throttled_total',
  help: 'Attempts refused because a throttle held them off, by kind of attempt.',
  labelNames: ['kind'],
  registers: [registry],
});

export const uploads = new Counter({
  name: 'portal_uploads_total',
  help: 'Files received in accepted multipart requests, by operation.',
  labelNames: ['operation'],
  registers: [registry],
});

export const uploadBytes = new Counter({
  name: 'portal_upload_bytes_total',
  help: 'Bytes of the files received in accepted multipart requests, by operation.',
  labelNames: ['operation'],
  registers: [registry],
});

export const mails = new Counter({
  name: 'portal_mails_total',
  help: 'Mails handed to the SMTP server or the local outbox, by transport and outcome (sent, failed).',
  labelNames: ['transport', 'outcome'],
  registers: [registry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const poolSources = new Set<() => PoolStats>();

/** A PostgreSQL pool whose connections the gauges below report while it is open. */
export function watchPool(stats: () => PoolStats): () => void {
  poolSources.add(stats);
  return () => poolSources.delete(stats);
}

const poolGauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set([...poolSources].reduce((sum, stats) => sum + pick(stats()), 0));
    },
  });

poolGauge('portal_db_pool_connections', 'Open connections of the PostgreSQL pool.', (stats) => stats.total);
poolGauge('portal_db_pool_idle_connections', 'Idle connections of the PostgreSQL pool.', (stats) => stats.idle);
poolGauge('portal_db_pool_waiting_requests', 'Queries waiting for a connection of the PostgreSQL pool.', (stats) => stats.waiting);
