// Finds what a text cites (decision records by number, repository files by path) and which of those
// citations point at nothing, so a renamed or deleted file or record cannot leave a dangling pointer.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** What a scanned text can point at: a record number exists, a repository path exists. */
export interface Tree {
  hasRecord(number: string): boolean;
  hasPath(path: string): boolean;
}

export interface Citation {
  /** The line of the text the citation starts on, from 1. */
  line: number;
  /** The words as written, for the report. */
  cited: string;
  /** A record number (`015`) or a repository path (`src/lib/format.ts`). */
  target: string;
  kind: 'record' | 'path';
}

export interface ScanOptions {
  /** The text's own path in the repository, to resolve a Markdown link relative to it. */
  file: string;
  /** Check only record numbers, not file paths (a log of what the code was). */
  recordsOnly?: boolean;
}

// "decision 008", "Decision record 015", "records 014–023", "decisions 031, 032", "decisions 022
// and 023": the number list may wrap onto the next line, so the whole text is searched at once.
const RECORD_WORDS = /\b(?:decisions?(?:\s+records?)?|records?)\s+(\d{3}(?:\s*(?:,\s*(?:and\s+)?|and|to|–|-)\s*\d{3})*)\b/gi;
const RECORD_PATH = /docs\/decisions\/(\d{3})([\w.-]*)/g;
// Roots of the repository a cited path can start from; anything else (a bare file name, a URL
// path) is too ambiguous to check.
const ROOTS = ['src', 'docs', 'scripts', 'tests', 'openapi', 'generated', 'bench', 'locales', 'studio', '.storybook', '.ci'];
const BACKTICKED_PATH = new RegExp('`((?:' + ROOTS.map((root) => root.replace('.', '\\.')).join('|') + ')/[^`\\s]*)`', 'g');
const BARE_PATH = new RegExp('(?<![\\w./`-])((?:' + ROOTS.map((root) => root.replace('.', '\\.')).join('|') + ')/[\\w./-]*\\.[a-z0-9]{1,5})\\b', 'gi');
const MARKDOWN_LINK = /\[[^\]\n]*\]\(([^)\s]+)\)/g;
// Globs and placeholders name a shape of path, not one file.
const PATTERN = /[*?{}<>[\]$]|\.\.\.|NNN/;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The record numbers of a written list: a range (`014–023`) stands for every number in it. */
export function recordNumbers(list: string): string[] {
  const numbers: string[] = [];
  const pattern = /(\d{3})(?:\s*(?:–|-|to)\s*(\d{3}))?/g;
  for (const [, first, last] of list.matchAll(pattern)) {
    const from = Number(first);
    const to = last === undefined ? from : Number(last);
    for (let n = from; n <= to; n++) numbers.push(String(n).padStart(3, '0'));
  }
  return numbers;
}

/** Where a path cited in a text points, or null when it names a shape rather than a file. */
function citedPath(raw: string): string | null {
  const path = raw.replace(/#.*$/, '').replace(/(:\d+)+$/, '');
  if (PATTERN.test(path)) return null;
  // Only a file, named with its extension: a folder may be one a script writes at run time.
  return /\.[a-z0-9]{1,5}$/i.test(path.slice(path.lastIndexOf('/') + 1)) ? path : null;
}

/** The text's prose: all of a Markdown file; of code, its comments (a string may be a fixture). */
function prose(text: string, file: string): string {
  if (file.endsWith('.md')) return text;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(\/\/|\/\*|\*|#)/.test(line)) return line;
      const comment = line.indexOf(' // ');
      return comment < 0 ? '' : ' '.repeat(comment) + line.slice(comment);
    })
    .join('\n');
}

/** Every citation of a record or a repository path in one text. */
export function findCitations(text: string, options: ScanOptions): Citation[] {
  const citations: Citation[] = [];
  const add = (index: number, cited: string, target: string, kind: Citation['kind']) => citations.push({ line: lineOf(text, index), cited, target, kind });
  for (const match of text.matchAll(RECORD_WORDS)) {
    for (const number of recordNumbers(match[1] ?? '')) add(match.index, match[0], number, 'record');
  }
  for (const match of text.matchAll(RECORD_PATH)) {
    const [cited, number = '', rest = ''] = match;
    if (rest.endsWith('.md') && !options.recordsOnly) add(match.index, cited, cited, 'path');
    else add(match.index, cited, number, 'record');
  }
  if (options.recordsOnly) return citations;
  for (const match of text.matchAll(BACKTICKED_PATH)) {
    const path = citedPath(match[1] ?? '');
    if (path && !path.startsWith('docs/decisions/')) add(match.index, match[0], path, 'path');
  }
  for (const match of prose(text, options.file).matchAll(BARE_PATH)) {
    const path = citedPath(match[1] ?? '');
    if (path && !path.startsWith('docs/decisions/')) add(match.index, match[0], path, 'path');
  }
  if (options.file.endsWith('.md')) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const link = match[1] ?? '';
      if (/^[a-z]+:/i.test(link) || link.startsWith('#')) continue;
      const path = citedPath(normalize(join(dirname(options.file), link.replace(/#.*$/, ''))));
      if (path) add(match.index, match[0], path, 'path');
    }
  }
  return citations;
}

/** The citations of a text that point at nothing, as `file:line cited` lines. */
export function danglingCitations(text: string, options: ScanOptions, tree: Tree): string[] {
  const seen = new Set<string>();
  return findCitations(text, options)
    .filter((citation) => !seen.has(`${citation.line} ${citation.target}`) && seen.add(`${citation.line} ${citation.target}`))
    .filter((citation) => (citation.kind === 'record' ? !tree.hasRecord(citation.target) : !tree.hasPath(citation.target)))
    .map((citation) => `${options.file}:${citation.line} ${citation.cited.replace(/\s+/g, ' ')} → ${citation.target}`);
}

/** The repository on disk as a Tree. */
export function repositoryTree(root: string): Tree {
  const records = new Set(readdirSync(join(root, 'docs/decisions')).map((name) => name.slice(0, 3)));
  return {
    hasRecord: (number) => records.has(number),
    hasPath: (path) => !path.startsWith('..') && existsSync(join(root, path)),
  };
}

const TEXT = /\.(ts|tsx|js|mjs|cjs|md|sh|ya?ml)$/;

/** The text files under the given folders and files of the repository, as repository paths. */
export function textFiles(root: string, places: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    const full = join(root, path);
    if (statSync(full).isDirectory()) for (const name of readdirSync(full)) walk(join(path, name));
    else if (TEXT.test(path)) files.push(relative(root, full));
  };
  for (const place of places) walk(place);
  return files;
}

export function readText(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8');
}
