// Every regular expression that can run on what a client sends is linear in the input's length,
// so no request can hold the server's one thread (issue 38: a token pattern took 7 s on 4 KB).
// The patterns are found, not listed: every literal in the server's code and the pure helpers it
// imports, every `pattern` of the contract (Ajv runs them with the `u` flag), and the patterns
// behind the string formats the contract uses. recheck (a ReDoS checker) proves each.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fullFormats } from 'ajv-formats/dist/formats';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

const root = join(import.meta.dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** Every regular expression literal of a file, and every place it builds one at run time. */
function literalsOf(file: string, onlyTopLevel = false): { patterns: Pattern[]; built: string[] } {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const patterns: Pattern[] = [];
  const built: string[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const end = literal.lastIndexOf('/');
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      patterns.push({ where: `${file}:${line}`, source: literal.slice(1, end), flags: literal.slice(end + 1) });
    }
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText(source) === 'RegExp') {
      built.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
    if (!onlyTopLevel || ts.isSourceFile(node) || ts.isVariableStatement(node) || ts.isVariableDeclarationList(node) || ts.isVariableDeclaration(node)) {
      ts.forEachChild(node, visit);
    }
  };
  visit(source);
  return { patterns, built };
}

function contractPatterns(): Pattern[] {
  const found: Pattern[] = [];
  const formats = new Set<string>();
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${where}/${index}`));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string') found.push({ where, source: value, flags: 'u' });
        else if (key === 'format' && typeof value === 'string') formats.add(value);
        else walk(value, `${where}/${key}`);
      }
    }
  };
  const folder = join(root, 'generated/openapi');
  for (const file of readdirSync(folder)) walk(JSON.parse(readFileSync(join(folder, file), 'utf8')), file);
  for (const name of formats) {
    const format: unknown = fullFormats[name as keyof typeof fullFormats];
    const pattern = format instanceof RegExp ? format : (format as { validate?: unknown } | undefined)?.validate;
    if (pattern instanceof RegExp) found.push({ where: `format ${name}`, source: pattern.source, flags: pattern.flags });
  }
  return found;
}

const server = [...sourceFiles('src/server'), ...sourceFiles('src/lib')].map((file) => literalsOf(file));
// The formats written as functions (date, date-time, uri) test with the module's own constants.
const formatConstants = literalsOf('node_modules/ajv-formats/dist/formats.js', true).patterns;

describe('the patterns that run on what a client sends', () => {
  it('are all found: none is built at run time, where this test could not see it', () => {
    expect(server.flatMap((file) => file.built)).toEqual([]);
    expect(server.flatMap((file) => file.patterns).length).toBeGreaterThan(50);
    expect(contractPatterns().length).toBeGreaterThan(15);
    expect(formatConstants.map((pattern) => pattern.source).join('\n')).toContain('^(\\d\\d\\d\\d)-(\\d\\d)-(\\d\\d)$');
  });

  // A test per pattern: each has the limit of one check, and a failure names its pattern.
  const patterns = [...server.flatMap((file) => file.patterns), ...contractPatterns(), ...formatConstants];
  for (const [index, pattern] of patterns.entries()) {
    it(`is linear (recheck): ${index + 1} ${pattern.where} /${pattern.source.slice(0, 60)}/`, { timeout: 60_000 }, async () => {
      // Step limits only, no time limits: on a busy machine a time limit turns a slow check into
      // 'unknown' or a false 'vulnerable'. A fixed seed makes the fuzzing repeatable.
      const result = await check(pattern.source, pattern.flags, { timeout: null, incubationTimeout: null, randomSeed: 38 });
      expect(result.status, `${pattern.where} /${pattern.source}/${pattern.flags}`).toBe('safe');
    });
  }
});
