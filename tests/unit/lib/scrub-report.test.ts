// The scrubber both SDKs and the tunnel run: what an operator needs stays, nothing personal does.
import { describe, expect, it } from 'vitest';
import { personalFields } from '../../../generated/personal-fields';
import { FILTERED, scrubData, scrubEvent, scrubHeaders, scrubText, scrubUrl } from '../../../src/lib/scrub-report';

describe('scrubText', () => {
  it.each([
    ['mail jan.devries@example.nl now', 'mail [email] now'],
    ['to jan%40example.nl', 'to [email]'],
    ['IBAN NL91ABNA0417164300 and NL91 ABNA 0417 1643 00', 'IBAN [iban] and [iban]'],
    ['BSN 123456782', 'BSN [number]'],
    ['call 06-12345678 or +31 6 1234 5678', 'call [number] or [number]'],
    ['Bearer abc.def.ghi', 'Bearer [token]'],
    [`key ofk_${'abcDEF_-'.repeat(5)}xyz in a message`, 'key [token] in a message'],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', 'jwt [token]'],
    ['refresh 4f9a0c2e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39', 'refresh [token]'],
  ])('masks %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps ordinary texts, short numbers, ids and versions', () => {
    const text = 'TypeError: x is undefined at /customer/document/4410 (release advisory-customer-portal@0.1.0, status 500)';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubUrl', () => {
  it('keeps the path and the query names, never the values', () => {
    expect(scrubUrl('http://vandijk.localhost/wachtwoord?reset_password=abc123&page=2#top')).toBe(
      'http://vandijk.localhost/wachtwoord?reset_password=[Filtered]&page=[Filtered]',
    );
    expect(scrubUrl('/api/customer/mortgage')).toBe('/api/customer/mortgage');
  });
});

describe('scrubData and scrubHeaders', () => {
  it('drops every field the contract marks personal, however deep, and masks the texts left', () => {
    expect(personalFields).toEqual(expect.arrayContaining(['password', 'username', 'iban', 'email_address', 'otp', 'token', 'date_of_birth']));
    const body = {
      username: 'jan@example.nl',
      tenant: 'vandijk',
      people: [{ first_name: 'Jan', date_of_birth: '1980-01-01', sex: 'male' }],
      note: 'bel 0612345678',
    };
    expect(scrubData(body)).toEqual({
      username: FILTERED,
      tenant: 'vandijk',
      people: [{ first_name: FILTERED, date_of_birth: FILTERED, sex: 'male' }],
      note: 'bel [number]',
    });
    expect(scrubData(JSON.stringify({ password: 'Welkom2026!', step: 2 }))).toBe(JSON.stringify({ password: FILTERED, step: 2 }));
  });

  it('drops secret-looking names the contract does not list', () => {
    expect(scrubData({ access_token: 'a', api_key: 'b', code: '123456', twoFactorCode: 'c', session_id: 'd', status_code: 500 })).toEqual({
      access_token: FILTERED,
      api_key: FILTERED,
      code: FILTERED,
      twoFactorCode: FILTERED,
      session_id: FILTERED,
      status_code: 500,
    });
  });

  it('drops Authorization, cookies and token headers; masks a referer like a url', () => {
    const headers = {
      Authorization: 'Bearer x',
      cookie: 'a=b',
      'set-cookie': 'c',
      'x-csrf-token': 't',
      'user-agent': 'Chromium',
      referer: 'http://x/?token=1',
    };
    expect(scrubHeaders(headers)).toEqual({ 'user-agent': 'Chromium', referer: 'http://x/?token=[Filtered]' });
  });
});

describe('scrubEvent', () => {
  it('keeps what an operator needs and nothing personal', () => {
    const event = {
      event_id: 'e1',
      release: 'advisory-customer-portal@0.1.0',
      environment: 'production',
      tags: { operationId: 'postLogin', office: 'vandijk', status: '500', method: 'POST' },
      user: { email: 'jan@example.nl', ip_address: '203.0.113.7' },
      message: 'failed for jan@example.nl',
      exception: { values: [{ type: 'Error', value: 'no account NL91ABNA0417164300', stacktrace: { frames: [{ filename: 'a.js' }] } }] },
      request: {
        url: 'http://vandijk.localhost/x?bsn=123456782',
        method: 'POST',
        query_string: 'bsn=123456782',
        cookies: { session: 's' },
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        data: { password: 'p', tenant: 'vandijk' },
      },
      breadcrumbs: [{ message: 'GET /api?email=jan@example.nl', data: { url: '/api/x?otp=123456', status_code: 500 } }],
      extra: { iban: 'NL91ABNA0417164300' },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed).toEqual({
      event_id: 'e1',
      release: 'advisory-customer-portal@0.1.0',
      environment: 'production',
      tags: { operationId: 'postLogin', office: 'vandijk', status: '500', method: 'POST' },
      message: 'failed for [email]',
      exception: { values: [{ type: 'Error', value: 'no account [iban]', stacktrace: { frames: [{ filename: 'a.js' }] } }] },
      request: {
        url: 'http://vandijk.localhost/x?bsn=[Filtered]',
        method: 'POST',
        query_string: FILTERED,
        headers: { 'content-type': 'application/json' },
        data: { password: FILTERED, tenant: 'vandijk' },
      },
      breadcrumbs: [{ message: 'GET /api?email=[Filtered]', data: { url: '/api/x?otp=[Filtered]', status_code: 500 } }],
      extra: { iban: FILTERED },
    });
  });
});

describe('scrubText and names', () => {
  it('masks postal codes, query values and the names of people and streets in a free text', () => {
    expect(scrubEvent({ message: 'Jan de Vries woont aan de Amsterdamsestraatweg, 3513 AB Utrecht, /x?reset=abc' })).toEqual({
      message: '[name] de [name] woont aan de [name], [postcode] [name], /x?reset=[Filtered]',
    });
    expect(scrubEvent({ message: 'Cannot read properties of undefined' })).toEqual({ message: 'Cannot read properties of undefined' });
  });

  it('is quick on the long runs that made the old token pattern backtrack', () => {
    // 8 KB first: the old patterns took seconds there, and hours on the larger size.
    for (const size of [8 * 1024, 128 * 1024]) {
      const runs = ['a1'.repeat(size / 2), 'eyJ-'.repeat(size / 4), `${'-'.repeat(size)}0.AA@.@A.AA`, '%.'.repeat(size / 2), 'URL('.repeat(size / 4)];
      for (const run of runs) {
        // CPU time, so other processes sharing the cores do not count.
        const before = process.cpuUsage();
        scrubEvent({ message: run, extra: { note: run } });
        const used = process.cpuUsage(before);
        expect((used.user + used.system) / 1000, `${run.slice(0, 8)} × ${size}`).toBeLessThan(500);
      }
    }
  });
});
