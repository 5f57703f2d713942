// Scrubs an error report (a Sentry event) of everything personal before it leaves: the server's
// and the portal's SDKs run it in beforeSend, and the server's tunnel runs it again on what
// browsers send. Fields the contract marks `x-personal` and every secret-looking name lose their
// values wherever they sit; e-mail addresses, IBANs, long numbers (BSN, phone, card) and tokens
// are masked in every text that stays; query values go; cookies and the user go entirely. What
// stays: the url's path, method, status, operationId, office, release and the stack.
import { personalFields } from '../../generated/personal-fields';

export const FILTERED = '[Filtered]';

const personal = new Set(personalFields.map((name) => name.toLowerCase()));
const secretName =
  /pass(word)?|secret|token|auth|cookie|session|api[-_]?key|iban|bsn|e-?mail|phone|mobile|signature|csrf|factor_?code|activation|^(otp|code|pin|ticket)$/i;

/** Whether a field or header of this name may carry something personal or secret. */
export function isPersonalName(name: string): boolean {
  return personal.has(name.toLowerCase()) || secretName.test(name);
}

const longNumber = (match: string) => (match.replace(/\D/g, '').length >= 8 ? '[number]' : match);

const textPatterns: [RegExp, string | ((match: string) => string)][] = [
  [/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  [/\b[A-Z]{2}\d{2} ?(?:[A-Z0-9]{4} ?){2,7}[A-Z0-9]{1,4}\b/g, '[iban]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  // An office credential (ofk_ and 43 base64url characters) need hold no digit for the rule below.
  [/\bofk_[A-Za-z0-9_-]{43}/g, '[token]'],
  [/\b(Bearer|Basic)\s+\S+/gi, '$1 [token]'],
  [/\b[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*[A-Za-z][A-Za-z0-9_-]{30,}\b|\b[A-Fa-f0-9]{32,}\b/g, '[token]'],
  [/\+?\d[\d .-]{6,}\d/g, longNumber],
];

/** A text with e-mail addresses, IBANs, tokens and long numbers (BSN, phone) masked. */
export function scrubText(text: string): string {
  return textPatterns.reduce(
    (result, [pattern, replacement]) => (typeof replacement === 'string' ? result.replace(pattern, replacement) : result.replace(pattern, replacement)),
    text,
  );
}

/** The url with its path masked like any text and every query value replaced. */
export function scrubUrl(url: string): string {
  const hashless = url.split('#')[0]!;
  const at = hashless.indexOf('?');
  if (at < 0) return scrubText(hashless);
  const names = hashless
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${scrubText(pair.split('=')[0]!)}=${FILTERED}`);
  return `${scrubText(hashless.slice(0, at))}?${names.join('&')}`;
}

const MAX_DEPTH = 12;

/** A body, context or extra: personal fields lose their values, every text is masked. */
export function scrubData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubJsonText(value, depth);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubData(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, isPersonalName(key) ? FILTERED : scrubData(item, depth + 1)]),
  );
}

/** A body sent as JSON text is scrubbed as the object it is. */
function scrubJsonText(text: string, depth: number): string {
  const trimmed = text.trim();
  if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && depth <= MAX_DEPTH) {
    try {
      return JSON.stringify(scrubData(JSON.parse(trimmed), depth + 1));
    } catch {
      // Not JSON after all: masked as text below.
    }
  }
  return scrubText(text);
}

/** Headers without Authorization, cookies and anything token-like; the rest masked as text. */
export function scrubHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (isPersonalName(name) || value === undefined) continue;
    kept[name] = name.toLowerCase() === 'referer' ? scrubUrl(String(value)) : scrubText(String(value));
  }
  return kept;
}

type Report = Record<string, unknown>;
const isReport = (value: unknown): value is Report => typeof value === 'object' && value !== null && !Array.isArray(value);

function scrubRequest(request: Report): Report {
  const { cookies: _cookies, env: _env, ...rest } = request;
  return {
    ...rest,
    ...(typeof rest.url === 'string' ? { url: scrubUrl(rest.url) } : {}),
    ...(rest.query_string !== undefined ? { query_string: FILTERED } : {}),
    ...(isReport(rest.headers) ? { headers: scrubHeaders(rest.headers) } : {}),
    ...(rest.data !== undefined ? { data: scrubData(rest.data) } : {}),
  };
}

function scrubBreadcrumb(crumb: unknown): unknown {
  if (!isReport(crumb)) return crumb;
  const data = isReport(crumb.data) ? (scrubData(crumb.data) as Report) : undefined;
  if (data && typeof crumb.data === 'object' && typeof (crumb.data as Report).url === 'string') data.url = scrubUrl((crumb.data as Report).url as string);
  return { ...crumb, ...(typeof crumb.message === 'string' ? { message: scrubText(crumb.message) } : {}), ...(data ? { data } : {}) };
}

function scrubException(exception: unknown): unknown {
  if (!isReport(exception) || !Array.isArray(exception.values)) return exception;
  return {
    ...exception,
    values: exception.values.map((entry: unknown) =>
      isReport(entry) && typeof entry.value === 'string' ? { ...entry, value: scrubText(entry.value) } : entry,
    ),
  };
}

/** The report without anything personal; its kind, stack, tags, release and environment stay. */
export function scrubEvent<T extends object>(event: T): T {
  const { user: _user, ...report } = event as Report;
  const scrubbed: Report = { ...report };
  if (typeof report.message === 'string') scrubbed.message = scrubText(report.message);
  if (isReport(report.logentry)) scrubbed.logentry = { message: scrubText(String(report.logentry.message ?? '')) };
  if (typeof report.transaction === 'string') scrubbed.transaction = scrubUrl(report.transaction);
  if (report.exception) scrubbed.exception = scrubException(report.exception);
  if (isReport(report.request)) scrubbed.request = scrubRequest(report.request);
  if (Array.isArray(report.breadcrumbs)) scrubbed.breadcrumbs = report.breadcrumbs.map(scrubBreadcrumb);
  if (isReport(report.breadcrumbs) && Array.isArray(report.breadcrumbs.values)) {
    scrubbed.breadcrumbs = { values: report.breadcrumbs.values.map(scrubBreadcrumb) };
  }
  for (const part of ['extra', 'contexts'] as const) if (report[part] !== undefined) scrubbed[part] = scrubData(report[part]);
  if (isReport(report.tags))
    scrubbed.tags = Object.fromEntries(Object.entries(report.tags).map(([key, value]) => [key, typeof value === 'string' ? scrubText(value) : value]));
  return scrubbed as T;
}
