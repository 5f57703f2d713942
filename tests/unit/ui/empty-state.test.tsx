// Empty screens say what will appear there and what the customer can do (issue 42, item 6): the
// seven empty lists each have such a hint, in nl, en and de, informal and formal, and the empty
// state shows it under the sentence that the list is empty.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../../../src/ui/empty-state';

const HINTS = [
  ['dossier', 'mortgages_empty_hint'],
  ['dossier', 'policies_empty_hint'],
  ['dossier', 'damages_empty_hint'],
  ['dossier', 'documents_empty_hint'],
  ['inbox', 'empty_new_hint'],
  ['tasks', 'empty_new_hint'],
  ['appointments', 'empty_upcoming_hint'],
] as const;

const texts = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales', language, `${namespace}.json`), 'utf8')) as Record<string, string>;

describe('empty screens', () => {
  it.each(['nl', 'en', 'de'])('in %s say what will appear and what to do, je and u', (language) => {
    for (const [namespace, key] of HINTS) {
      for (const variant of [key, `${key}_u`]) {
        const hint = texts(language, namespace)[variant];
        // Two sentences at least: what will appear, then what the customer can do.
        expect(hint?.split(/[.?!] /).length, `${language}/${namespace}:${variant}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('shows the hint under the sentence that the list is empty, both as one status', () => {
    const html = renderToStaticMarkup(<EmptyState text="Er zijn geen schades." hint="Schades die je meldt, verschijnen hier." />);
    expect(html).toMatch(/role="status"[^>]*>.*Er zijn geen schades\..*Schades die je meldt, verschijnen hier\./s);
    expect(renderToStaticMarkup(<EmptyState text="Niets gevonden." />)).not.toContain('<p class="MuiTypography-root MuiTypography-body2');
  });
});
