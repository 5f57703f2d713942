// Text the database cannot store or a browser cannot show: PostgreSQL refuses a NUL character in
// text (the request would end in a 500), and an unpaired UTF-16 surrogate is no character at all.
// One rule for every string a request carries, checked with the contract's validation.
import type { ValidationError } from './validation-error';

// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const malformed = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const malformedTextKeyword = 'wellFormedText';

/** Issues, shaped like Ajv's, for every string (value or property name) with NUL or a lone surrogate. */
export function malformedText(data: unknown, path = '', depth = 0): ValidationError[] {
  if (typeof data === 'string') {
    return malformed.test(data)
      ? [{ instancePath: path, keyword: malformedTextKeyword, params: {}, message: 'must not contain NUL or unpaired surrogates' }]
      : [];
  }
  // The contract nests a few levels deep; anything deeper was refused by its schema already.
  if (typeof data !== 'object' || data === null || depth > 32) return [];
  const issues: ValidationError[] = [];
  for (const [key, value] of Object.entries(data)) {
    const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (malformed.test(key)) issues.push(...malformedText(key, at, depth + 1));
    else issues.push(...malformedText(value, at, depth + 1));
  }
  return issues;
}
