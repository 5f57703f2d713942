// Every decision record and repository file the code and the docs cite exists, so a reader who
// follows a pointer finds what it names (issue 41: records cited after their deletion, an
// architecture page a clone did not have).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { danglingCitations, findCitations, readText, recordNumbers, repositoryTree, textFiles, type Tree } from './citations';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['src', 'scripts', 'tests', 'docs', 'README.md', 'openapi/README.md', 'eslint.config.js'];
// This file and its scanner plant bad citations on purpose, as fixtures and patterns.
const OWN_FILES = ['tests/unit/docs/citations.test.ts', 'tests/unit/docs/citations.ts'];

// A superseded record and a measurement log describe the code as it was: the files they name may
// be gone since, which is history, not a broken pointer. The records they cite must still exist.
const isHistory = (file: string, text: string) => /^status:\s*superseded/im.test(text) || /^docs\/performance\/.*-log\.md$/.test(file);

const fakeTree: Tree = {
  hasRecord: (number) => ['005', '014', '016', '031'].includes(number),
  hasPath: (path) => ['src/lib/format.ts', 'docs/decisions/031-first-load.md', 'docs/architecture.md'].includes(path),
};
const dangling = (text: string, file = 'README.md') => danglingCitations(text, { file }, fakeTree);

describe('citations', () => {
  it('reads record numbers from lists and ranges', () => {
    expect(recordNumbers('014–016')).toEqual(['014', '015', '016']);
    expect(recordNumbers('031, 032 and 034')).toEqual(['031', '032', '034']);
  });

  it('finds records cited in words, across a line break, and by path', () => {
    const text = 'see decision\nrecord 005, decisions 014 and 016, and docs/decisions/031';
    expect(findCitations(text, { file: 'README.md' }).map(({ target, line }) => [target, line])).toEqual([
      ['005', 1],
      ['014', 2],
      ['016', 2],
      ['031', 2],
    ]);
  });

  it('fails on a record that does not exist, however it is cited', () => {
    expect(dangling('Decision record 015 has the reasons.')).toEqual(['README.md:1 Decision record 015 → 015']);
    expect(dangling('records 014–016')).toEqual(['README.md:1 records 014–016 → 015']);
    expect(dangling('(`docs/decisions/029`)')).toEqual(['README.md:1 docs/decisions/029 → 029']);
    expect(dangling('decision 005, 031')).toEqual([]);
  });

  it('fails on a cited file or record file that does not exist', () => {
    expect(dangling('The rules are in `src/lib/formats.ts`.')).toEqual(['README.md:1 `src/lib/formats.ts` → src/lib/formats.ts']);
    expect(dangling('see docs/decisions/031-first-loads.md')).toEqual(['README.md:1 docs/decisions/031-first-loads.md → docs/decisions/031-first-loads.md']);
    expect(dangling('`src/lib/format.ts:12`, `src/server/`, docs/decisions/031-first-load.md')).toEqual([]);
  });

  it('reads paths written without backticks in prose and comments, not in code', () => {
    expect(dangling('The rules are in src/lib/formats.ts.')).toEqual(['README.md:1 src/lib/formats.ts → src/lib/formats.ts']);
    const code = "// Shared with src/lib/formats.ts (core §9).\nconst fixture = 'src/gone.tsx'; // and src/lib/format.ts\n";
    expect(danglingCitations(code, { file: 'src/x.ts' }, fakeTree)).toEqual(['src/x.ts:1 src/lib/formats.ts → src/lib/formats.ts']);
  });

  it('resolves a Markdown link from the file that holds it', () => {
    expect(dangling('[the map](architecture.md#map-of-src) and [031](decisions/031-first-load.md)', 'docs/operators.md')).toEqual([]);
    expect(dangling('[gone](../decisions/017-gone.md)', 'docs/performance/x.md')).toEqual([
      'docs/performance/x.md:1 [gone](../decisions/017-gone.md) → docs/decisions/017-gone.md',
    ]);
    expect(dangling('[site](https://example.nl/x.md) [top](#quick-start)')).toEqual([]);
  });

  it('skips globs, placeholders, folders and bare names', () => {
    expect(dangling('`src/features/<feature>/api/x.ts`, `tests/**/*.test.ts`, `docs/decisions/NNN-title.md`, `login.machine.ts`, `studio/generated/`')).toEqual(
      [],
    );
  });

  it('finds no dangling citation in the repository', () => {
    const tree = repositoryTree(root);
    const found = textFiles(root, SCANNED)
      .filter((file) => !OWN_FILES.includes(file))
      .flatMap((file) => {
        const text = readText(root, file);
        return danglingCitations(text, { file, recordsOnly: isHistory(file, text) }, tree);
      });
    expect(found).toEqual([]);
  });
});
