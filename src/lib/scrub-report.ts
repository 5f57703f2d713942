// Scrubs an error report (a Sentry event, session or client report) of everything personal
// before it leaves: the server's and the portal's SDKs run it in beforeSend, and the server's
// tunnel runs it again on every item browsers send. It is one walk over every string of the
// report, so a field nobody thought of is scrubbed too: fields the contract marks `x-personal`,
// secret-looking names and names of people or places lose their values wherever they sit; who the
// user is, a stack frame's variables, cookies and a session's device go entirely; urls keep their
// path and query names; every other text has e-mail addresses, IBANs, numbers, tokens, postal
// codes and capitalised words (names, streets) masked. What stays: the kind of error, the stack,
// the url's path, method, status, operationId, office, release and environment.
import { personalFields } from '../../generated/personal-fields';
import { FILTERED, maskProse, scrubText, scrubUrl } from './scrub-text';

export { FILTERED, scrubText, scrubUrl } from './scrub-text';

const personal = new Set(personalFields.map((name) => name.toLowerCase()));
const secretName =
  /pass(word)?|secret|token|auth|cookie|session|api[-_]?key|iban|bsn|e-?mail|phone|mobile|signature|csrf|factor_?code|activation|^(otp|code|pin|ticket)$/i;
const placeOrName = /^(?:\w*_)?(?:name|street|city|place|address|residence)$/i;

/** Whether a field or header of this name may carry something personal or secret. */
export function isPersonalName(name: string): boolean {
  return personal.has(name.toLowerCase()) || secretName.test(name) || (placeOrName.test(name) && name !== 'server_name');
}

type Report = Record<string, unknown>;
const isReport = (value: unknown): value is Report => typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_DEPTH = 12;
/** Whose whole value goes: the user, a stack frame's variables, cookies, environment, a device. */
const DROPPED = new Set(['user', 'vars', 'cookies', 'env', 'did', 'ip_address']);
const URL_KEYS = new Set(['url', 'transaction', 'referer', 'abs_path', 'filename', 'from', 'to']);
/** User agents: masked as texts, their capitals and version numbers kept. */
const AGENT_KEYS = new Set(['user_agent', 'user-agent']);
/** A release as the SDKs name it (`<package>@<version>`; the tunnel sets the portal's itself). */
const RELEASE = /^[a-z][\w.-]*@[\w.+-]+$/;
/** Where `name` and `version` name a program (a browser, the SDK), not a person. */
const PROGRAM_PARENTS = new Set(['browser', 'os', 'device', 'runtime', 'sdk', 'client_os', 'app', 'culture', 'mechanism']);
/** Ids that tie a report to its trace and session: random hex or a UUID, kept when they are one. */
const ID_KEYS = new Set(['event_id', 'sid', 'trace_id', 'span_id', 'parent_span_id', 'replay_id', 'profile_id', 'debug_id']);
const RANDOM_ID = /^(?:[0-9a-f]{16}|[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
/** Free texts the report's own shape holds (event, log entry, breadcrumb), not a customer's field. */
const PROSE_KEYS = new Set(['message', 'formatted']);

function scrubString(text: string, key: string, depth: number): string {
  if (URL_KEYS.has(key.toLowerCase())) return scrubUrl(text);
  if ((ID_KEYS.has(key) && RANDOM_ID.test(text)) || TIMESTAMP.test(text)) return text;
  if (AGENT_KEYS.has(key.toLowerCase()) || (key === 'release' && RELEASE.test(text))) return scrubText(text);
  const trimmed = text.trim();
  if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && depth <= MAX_DEPTH) {
    try {
      // A body sent as JSON text is scrubbed as the object it is.
      return JSON.stringify(scrub(JSON.parse(trimmed), 'json', key, depth + 1));
    } catch {
      // Not JSON after all: masked as text below.
    }
  }
  return maskProse(scrubText(text));
}

function scrub(value: unknown, key: string, parent: string, depth: number): unknown {
  if (typeof value === 'string') return scrubString(value, key, depth);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrub(item, key, parent, depth + 1));
  const kept: Report = {};
  for (const [given, item] of Object.entries(value as Report)) {
    if (DROPPED.has(given)) continue;
    // A name is a text too (a map of modules, say); one with a space in it is scrubbed as prose.
    const name = /\s/.test(given) ? maskProse(scrubText(given)) : scrubText(given);
    if (name === 'headers' && isReport(item)) kept[name] = scrubHeaders(item);
    else if (name === 'query_string') kept[name] = FILTERED;
    else if (PROGRAM_PARENTS.has(key) && (name === 'name' || name === 'version')) kept[name] = typeof item === 'string' ? scrubText(item) : item;
    else if (PROSE_KEYS.has(name) && structural(key, parent)) kept[name] = scrub(item, 'message', key, depth + 1);
    else kept[name] = isPersonalName(name) ? FILTERED : scrub(item, name, key, depth + 1);
  }
  return kept;
}

/** The report itself, its log entry, its message object and its breadcrumbs: their `message` is the report's text. */
const structural = (key: string, parent: string) =>
  key === '' || key === 'logentry' || key === 'message' || key === 'breadcrumbs' || (key === 'values' && parent === 'breadcrumbs');

/** A body, context or extra: personal fields lose their values, every text is masked. */
export function scrubData(value: unknown): unknown {
  return scrub(value, 'data', 'request', 0);
}

/** Headers without Authorization, cookies and anything token-like; the rest masked as text. */
export function scrubHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (isPersonalName(name) || value === undefined) continue;
    kept[name] = scrubString(String(value), name, MAX_DEPTH);
  }
  return kept;
}

/** The report (an event, a session, a client report) without anything personal. */
export function scrubEvent<T extends object>(event: T): T {
  return scrub(event, '', '', 0) as T;
}
