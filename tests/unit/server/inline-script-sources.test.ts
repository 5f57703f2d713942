// The page's inline scripts are allowed by their hash and nothing else: a script that differs by a
// character, or one with a source address, gets no entry.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { inlineScriptSources } from '../../../src/server/security-headers';

it('names each inline script of a page by the sha256 of its text, and no script with an address', () => {
  const hint = '(function(){document.title="x"})();';
  const page = `<head><script type="module" src="/assets/index.js"></script><script>${hint}</script></head><body><script src="/x.js"></script></body>`;
  const expected = `'sha256-${createHash('sha256').update(hint).digest('base64')}'`;
  expect(inlineScriptSources(page)).toEqual([expected]);
  expect(inlineScriptSources(page.replace('"x"', '"y"'))).not.toEqual([expected]);
  expect(inlineScriptSources('<head></head>')).toEqual([]);
});
