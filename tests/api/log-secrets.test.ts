// The search every API test file's log gets (helper.ts): it must find what it looks for.
// Runs on PGlite only (decision 055): no server, no database.
import { describe, expect, it } from 'vitest';
import { collectSecrets, personalNumbers, secretsInLog } from './log-secrets';

describe('searching a log for secrets', () => {
  it('finds a password, a code and a token that went through a request or an answer', () => {
    const secrets = new Set<string>();
    collectSecrets({ username: 'jan@example.nl', password: 'Welkom2026!' }, secrets);
    collectSecrets([{ codes: ['482913'] }], secrets);
    collectSecrets({ access_token: 'eyJhbGciOi.abc.def', expires_in: 900 }, secrets);
    expect([...secrets].sort()).toEqual(['482913', 'Welkom2026!', 'eyJhbGciOi.abc.def']);
    expect(secretsInLog('{"msg":"incoming request","url":"/api"}', secrets)).toEqual([]);
    expect(secretsInLog('{"msg":"login","body":{"password":"Welkom2026!"}}', secrets)).toHaveLength(1);
    expect(secretsInLog('{"authorization":"Bearer eyJhbGciOi.abc.def"}', secrets)).toHaveLength(1);
    // A code inside a longer number (a timestamp) is not the code; on its own it is.
    expect(secretsInLog('{"time":17638204829130}', secrets)).toEqual([]);
    expect(secretsInLog('{"msg":"code 482913 sent"}', secrets)).toHaveLength(1);
  });

  it("knows the demo customers' bank numbers and finds IBAN- and BSN-shaped numbers", () => {
    expect(personalNumbers()).toContain('NL20INGB0001234567');
    expect(secretsInLog('{"msg":"x","iban":"NL91ABNA0417164300"}', new Set())).toHaveLength(1);
    // 111222333 passes the elfproef; a 13-digit timestamp and a response time do not count.
    expect(secretsInLog('{"time":1763817600123,"responseTime":123456789.5,"bsn":"111222333"}', new Set())).toHaveLength(1);
    expect(secretsInLog('{"time":1763817600123,"responseTime":123456789.5}', new Set())).toEqual([]);
  });

  it('finds an office credential by its shape, even one no request of the file sent', () => {
    const secret = 'ofk_' + 'x9_-'.repeat(10) + 'abc';
    expect(secretsInLog(`{"msg":"office call","authorization":"Bearer ${secret}"}`, new Set())).toEqual(['an office credential: ofk_x9…']);
    // Its shown prefix (ofk_ and six characters, as the credential list prints it) is no secret.
    expect(secretsInLog(`{"msg":"credential ${secret.slice(0, 10)}"}`, new Set())).toEqual([]);
  });
});
