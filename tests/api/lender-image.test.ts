// The lender marks on the refinance screen (issue 25): each logo carries the name customers know
// the lender by, whole. The legal entity's initials made "ASN" of Argenta Spaarbank N.V. and "IBN"
// of ING Bank N.V., and a cut at 16 characters left "a.s.r. hypotheke".
// Runs on PGlite only (decision 055): drawing the lender marks, no SQL of its own.
import { describe, expect, it } from 'vitest';
import { demoWidgetKeys, useTestServer } from './helper';

const server = useTestServer();
const key = demoWidgetKeys.vandijk.refinance;

const logo = async (code: string) => {
  const response = await server.call(null, 'GET', `/advice/lender/${code}/image?api_key=${key}`);
  expect(response.statusCode).toBe(200);
  return response.body;
};
const texts = (svg: string) => [...svg.matchAll(/<(?:text|title)[^>]*>([^<]*)</g)].map((match) => match[1]);

describe('getLenderImage', () => {
  it.each([
    ['ARG', 'Argenta'],
    ['ING', 'ING Hypotheken'],
    ['FLO', 'Florius'],
    ['ASR', 'a.s.r.'],
    ['CBH', 'Centraal Beheer'],
    ['NN', 'Nationale-Nederlanden'],
  ])('draws %s as %s and nothing else', async (code, name) => {
    expect(texts(await logo(code))).toEqual([name, name]);
  });

  it('keeps a long name whole by fitting it to the width', async () => {
    const svg = await logo('NN');
    expect(svg).toMatch(/<text [^>]*textLength="208"|font-size="(1[2-9]|2\d)"/);
  });
});
