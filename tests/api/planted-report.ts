// An envelope as a browser could send the tunnel, with personal data planted in every field a
// Sentry SDK fills (and a few it does not): the demo customers' names, e-mail addresses, IBANs, BSN,
// phone numbers, password, activation number, tokens, home address and IP address. Only the
// values that name programs (the browser, the OS, the SDK and the user agent) carry none: the
// scrubber keeps those as they are, and the tunnel sets the release and environment itself.

/** Every planted value; none may reach the reporting service in any form. */
export const planted = [
  'jan.devries@example.nl',
  'jan.devries',
  'sanne.bakker',
  'NL91ABNA0417164300',
  'NL91 ABNA 0417 1643 00',
  '0417164300',
  '123456782',
  '87654321',
  '8765 4321',
  'Welkom2026',
  'VD-2026-4817',
  'eyJhbGciOiJIUzI1NiJ9',
  '4f9a0c2e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39',
  'reset-secret-4711',
  'Amsterdamsestraatweg',
  '3513',
  'Utrecht',
  'Vries',
  'Sanne',
  'Bakker',
  'Lotte',
  'Visser',
  'Jansen',
  '203.0.113.7',
];

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

/** One text with everything in it, in the forms people and programs write them. */
const sentence = [
  'Jan de Vries (jan.devries@example.nl, sanne.bakker%40example.nl) NL91ABNA0417164300 NL91 ABNA 0417 1643 00',
  'BSN 123456782 tel 06-87654321 +31 6 8765 4321 wachtwoord Welkom2026! activatie VD-2026-4817',
  `Bearer ${jwt} refresh 4f9a0c2e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39 /wachtwoord?reset_password=reset-secret-4711`,
  'Amsterdamsestraatweg 12, 3513 AB Utrecht; Sanne Bakker, Lotte Visser en P. Jansen; ip 203.0.113.7',
].join(' ');
const url = `http://vandijk.localhost:3000/klant/Jan de Vries/jan.devries@example.nl?email=jan.devries@example.nl&token=${jwt}#Sanne`;
const person = { first_name: 'Sanne', last_name: 'Bakker', name: 'Lotte Visser', email: 'jan.devries@example.nl', street: 'Amsterdamsestraatweg' };
const anything = {
  note: sentence,
  password: 'Welkom2026!',
  iban: 'NL91ABNA0417164300',
  person,
  list: [sentence, { deeper: sentence }],
  json: JSON.stringify({ note: sentence }),
};

const frame = {
  filename: '/assets/start-Bx3kF9a1.js',
  abs_path: url,
  function: sentence,
  module: sentence,
  lineno: 1,
  colno: 2,
  context_line: sentence,
  pre_context: [sentence],
  post_context: [sentence],
  vars: { password: 'Welkom2026!', customer: person, text: sentence },
};

const event = {
  event_id: '9f2c3b1e6a7d4c0b8e5f1a2b3c4d5e6f',
  platform: 'javascript',
  level: 'error',
  release: sentence,
  environment: sentence,
  dist: sentence,
  server_name: sentence,
  transaction: url,
  culprit: sentence,
  logger: sentence,
  fingerprint: [sentence],
  message: sentence,
  logentry: { message: sentence, formatted: sentence, params: [sentence, person] },
  exception: {
    values: [
      {
        type: 'TypeError',
        value: sentence,
        module: sentence,
        mechanism: { type: 'onerror', handled: false, data: anything },
        stacktrace: { frames: [frame, frame] },
      },
      { type: sentence, value: sentence },
    ],
  },
  threads: { values: [{ id: 1, name: sentence, stacktrace: { frames: [frame] } }] },
  request: {
    url,
    method: 'POST',
    query_string: 'email=jan.devries@example.nl',
    cookies: { session: jwt },
    headers: { Authorization: `Bearer ${jwt}`, Cookie: `session=${jwt}`, Referer: url, 'X-Note': sentence, 'User-Agent': 'Chromium' },
    data: anything,
    env: { REMOTE_ADDR: '203.0.113.7' },
  },
  breadcrumbs: {
    values: [
      { category: 'console', level: 'log', message: sentence, data: { arguments: [sentence, person] } },
      { category: 'fetch', type: 'http', data: { url, method: 'GET', status_code: 500, body: anything } },
      { category: 'navigation', data: { from: url, to: url } },
      { category: 'ui.click', message: sentence },
    ],
  },
  user: { id: '42', email: 'jan.devries@example.nl', username: 'jan.devries@example.nl', ip_address: '203.0.113.7', name: 'Jan de Vries' },
  contexts: {
    browser: { name: 'Chrome', version: '120' },
    os: { name: 'Linux' },
    customer: anything,
    trace: { trace_id: '4f9a0c2e8b7d6a5f4e3d2c1b0a9f8e7d', data: anything },
  },
  extra: anything,
  tags: { office: 'vandijk', customer: sentence, email: 'jan.devries@example.nl' },
  modules: { [sentence]: sentence },
  sdk: { name: 'sentry.javascript.react', version: '10.0.0', packages: [{ name: sentence, version: sentence }] },
};

const session = {
  sid: 'c0ffee00-0000-4000-8000-000000000000',
  did: 'jan.devries@example.nl',
  status: 'ok',
  errors: 1,
  attrs: { release: sentence, environment: sentence, ip_address: '203.0.113.7', user_agent: 'Chromium' },
};
const clientReport = { timestamp: 1, discarded_events: [{ reason: sentence, category: sentence, quantity: 1 }] };
const attachment = `screenshot of ${sentence}`;

export function plantedEnvelope(dsn: string): string {
  return [
    JSON.stringify({
      event_id: event.event_id,
      sent_at: '2026-11-28T09:00:00.000Z',
      dsn,
      sdk: { name: 'sentry.javascript.react', version: '10.0.0' },
      trace: { user_id: 'jan.devries', transaction: url },
    }),
    JSON.stringify({ type: 'event', note: sentence }),
    JSON.stringify(event),
    JSON.stringify({ type: 'session' }),
    JSON.stringify(session),
    JSON.stringify({ type: 'client_report' }),
    JSON.stringify(clientReport),
    JSON.stringify({ type: 'attachment', length: Buffer.byteLength(attachment), filename: sentence }),
    attachment,
  ].join('\n');
}
