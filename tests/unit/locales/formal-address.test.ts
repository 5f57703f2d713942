// A formal office is addressed formally everywhere: every text the code asks for by a literal key
// that has a formal twin (`key_u`) must be asked for with the office's context, or a De Groot
// customer reads "je" where the office says "u". Read from the source, so a new screen that
// forgets the context fails here rather than in front of a customer.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Keys (per namespace and bare) that have a formal twin in the Dutch texts. */
function formalKeys(): Set<string> {
  const keys = new Set<string>();
  const folder = join(ROOT, 'locales/nl');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    const texts = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>;
    for (const key of Object.keys(texts)) {
      if (!key.endsWith('_u')) continue;
      const informal = key.slice(0, -2);
      if (informal in texts) keys.add(informal).add(`${namespace}:${informal}`);
    }
  }
  return keys;
}

/** The argument text of the call that opens at `start` (just after its parenthesis). */
function argumentsFrom(source: string, start: number): string {
  let depth = 1;
  for (let index = start; index < source.length; index++) {
    const char = source[index];
    if (char === '(' || char === '{' || char === '[') depth++;
    if (char === ')' || char === '}' || char === ']') depth--;
    if (depth === 0) return source.slice(start, index);
  }
  return source.slice(start);
}

function informalCalls(source: string, formal: Set<string>): string[] {
  const found: string[] = [];
  const call = /\bt\(\s*(['"])([\w.:-]+)\1/g;
  for (const match of source.matchAll(call)) {
    const key = match[2]!;
    if (!formal.has(key)) continue;
    const args = argumentsFrom(source, match.index + match[0].indexOf('(') + 1);
    if (!/\bcontext\b/.test(args)) found.push(key);
  }
  return found;
}

describe('the formal form of address', () => {
  const formal = formalKeys();

  it('finds the formal texts', () => {
    expect(formal.size).toBeGreaterThan(50);
  });

  it('flags a text asked for without the office context, and passes one with it', () => {
    const keys = new Set(['totals_title']);
    expect(informalCalls("<b>{t('totals_title')}</b>", keys)).toEqual(['totals_title']);
    expect(informalCalls("t('totals_title', { context: address })", keys)).toEqual([]);
    expect(informalCalls("t('other')", keys)).toEqual([]);
  });

  it.each(['src/features', 'src/app', 'src/ui'].flatMap(filesUnder).map((file) => [file.slice(ROOT.length + 1), file]))(
    '%s asks for every text with a formal twin with the office context',
    (_name, file) => {
      expect(informalCalls(readFileSync(file, 'utf8'), formal)).toEqual([]);
    },
  );
});
