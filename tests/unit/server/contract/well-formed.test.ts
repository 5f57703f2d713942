// The one rule for text in requests: NUL and unpaired surrogates are found wherever they sit,
// and well-formed text (emoji, accents, paired surrogates) passes.
import { describe, expect, it } from 'vitest';
import { malformedText } from '../../../../src/server/contract/well-formed';
import { validatorFor } from '../../../../src/server/contract/validator';

describe('malformedText', () => {
  it('passes well-formed text, emoji and accents included', () => {
    expect(malformedText({ name: 'Zoë 🏠 café', list: ['ĳ', '𝄞'], n: 3, none: null })).toEqual([]);
  });

  it('names every malformed string by its path, in values and keys', () => {
    const issues = malformedText({ a: 'x\u0000', b: [{ c: '\ud800' }], d: 'ok', ['k\udc00']: 1 });
    expect(issues.map((issue) => issue.instancePath)).toEqual(['/a', '/b/0/c', '/k\udc00']);
    expect(issues.every((issue) => issue.keyword === 'wellFormedText')).toBe(true);
  });
});

describe('the contract validator', () => {
  it('refuses malformed text even where the schema allows any string', () => {
    const validate = validatorFor({ $id: 'test', $defs: {} })({ type: 'object', properties: { note: { type: 'string' } } }, 'exact');
    expect(validate({ note: 'goed' })).toBe(true);
    expect(validate({ note: 'fout\u0000' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/note', keyword: 'wellFormedText' });
  });
});
