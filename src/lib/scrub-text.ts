// The text half of the report scrubber: what looks personal in any text is masked. Every pattern
// here runs on what a stranger sends the error tunnel, so each is linear in the text's length
// (tests/unit/security/linear-patterns.test.ts proves it for every pattern of the server): a
// repetition never overlaps what follows it, and a run is matched only from its first character
// (a lookbehind), never again from each character inside it.

export const FILTERED = '[Filtered]';

const DIGIT = /\d/;
const LETTER = /[A-Za-z]/;
const HEX = /^[A-Fa-f0-9]+$/;
const AT = /@|%40/;
const DOMAIN = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/** A run of address characters is an e-mail address when an `@` has a name before it and a domain after. */
function isEmailRun(run: string): boolean {
  const parts = run.split(AT);
  return parts.some((domain, at) => at > 0 && parts[at - 1]!.length > 0 && DOMAIN.test(domain));
}

/** A signed web token: three dotted parts, the first a JSON header (`{"` is `eyJ` in base64). */
const isWebToken = (run: string) => run.startsWith('eyJ') && run.split('.').length >= 3;

/**
 * A run of token characters is a token when a digit comes before a letter that has 30 or more
 * characters after it (a random string, not a word with a year in it), or when it is 32+ hex.
 */
function isTokenRun(run: string): boolean {
  if (run.length < 32) return false;
  if (HEX.test(run)) return true;
  let digitSeen = false;
  for (let at = 0; at < run.length - 30; at += 1) {
    if (digitSeen && LETTER.test(run[at]!)) return true;
    if (DIGIT.test(run[at]!)) digitSeen = true;
  }
  return false;
}

/** An office credential (`ofk_` and 43 base64url characters) need hold no digit for the rule above. */
const isOfficeSecret = (run: string) => run.startsWith('ofk_') && run.length >= 40;

const longNumber = (match: string) => (match.replace(/\D/g, '').length >= 8 ? '[number]' : match);

// Addresses and tokens are found as whole runs of their characters, then judged in code: a pattern
// that looked for their inside would start again at each character of a long run.
const textPatterns: [RegExp, string | ((match: string) => string)][] = [
  [/[\w.%+@-]+/g, (run) => (isEmailRun(run) ? '[email]' : isWebToken(run) ? '[token]' : run)],
  [/\b[A-Z]{2}\d{2} ?(?:[A-Z0-9]{4} ?){2,7}[A-Z0-9]{1,4}\b/g, '[iban]'],
  [/\b(Bearer|Basic)\s+\S+/gi, '$1 [token]'],
  [/[\w-]+/g, (run) => (isTokenRun(run) || isOfficeSecret(run) ? '[token]' : run)],
  [/\b[1-9]\d{3} ?[A-Z]{2}\b/g, '[postcode]'],
  [/\+?\d[\d .-]{6,}\d/g, longNumber],
  // A query value in a text (a logged url): its name stays, the value goes.
  [/([?&][^=&#\s?]*=)[^&#\s]*/g, `$1${FILTERED}`],
];

// Dutch names and streets are capitalised words; error texts start with one and are lower case after.
const WORD = /[\p{L}\p{N}_]+/gu;
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
const NAME_GOES_ON = /^\s+(?:(?:van|de|der|den|ter|ten|te|het|op|in)\s+)*\p{Lu}/u;
// A password or an activation number is a longer run of letters and digits (and signs); a path or a host with its port is not.
const RUN = /\S+/g;
const SECRET_LIKE = /^(?=[^/:]*\p{L})(?=[^/:]*\p{N})[^/:]{8,}$/u;

function maskNames(text: string): string {
  const start = text.length - text.trimStart().length;
  return text.replace(WORD, (word: string, offset: number) => {
    if (!CAPITALISED.test(word) || text[offset - 1] === '[') return word;
    return offset !== start || NAME_GOES_ON.test(text.slice(offset + word.length, offset + word.length + 40)) ? '[name]' : word;
  });
}

/**
 * A free text (not a url, not the name of code) with its capitalised words masked (not our own
 * `[email]`; its first word only when a name goes on after it) and secret-like runs too.
 */
export function maskProse(text: string): string {
  return maskNames(text.replace(RUN, (run) => (SECRET_LIKE.test(run) ? '[secret]' : run)));
}

/** A text with e-mail addresses, IBANs, tokens, postal codes, long numbers and query values masked. */
export function scrubText(text: string): string {
  return textPatterns.reduce(
    (result, [pattern, replacement]) => (typeof replacement === 'string' ? result.replace(pattern, replacement) : result.replace(pattern, replacement)),
    text,
  );
}

/** The url with its path masked like any text (names too) and every query value replaced. */
export function scrubUrl(url: string): string {
  const hashless = url.split('#')[0]!;
  const at = hashless.indexOf('?');
  const path = maskNames(scrubText(at < 0 ? hashless : hashless.slice(0, at)));
  if (at < 0) return path;
  const names = hashless
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${scrubText(pair.split('=')[0]!)}=${FILTERED}`);
  return `${path}?${names.join('&')}`;
}
