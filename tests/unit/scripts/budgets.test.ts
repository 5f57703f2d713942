import { describe, expect, it } from 'vitest';
import { checkBudgets, checkWidgets, staticClosure, type Manifest } from '../../../scripts/budgets/budgets';

// A build like the portal's: an entry with a shared chunk, a lazy login and a lazy screen.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_mui-b.js'], dynamicImports: ['src/login.tsx', 'src/screen.tsx'] },
  '_mui-b.js': { file: 'assets/mui-b.js' },
  '_field-c.js': { file: 'assets/field-c.js', imports: ['_mui-b.js'] },
  'src/login.tsx': { file: 'assets/login-d.js', imports: ['_field-c.js'] },
  'src/screen.tsx': { file: 'assets/screen-e.js', imports: ['_mui-b.js'] },
};
const sizes: Record<string, number> = {
  'assets/index-a.js': 80,
  'assets/mui-b.js': 40,
  'assets/field-c.js': 20,
  'assets/login-d.js': 10,
  'assets/screen-e.js': 30,
};
const sizeKB = (file: string) => sizes[file] ?? 0;

describe('size budgets', () => {
  it('counts a page as its chunks and their static imports, once each, not their lazy ones', () => {
    expect([...staticClosure(manifest, ['index.html', 'src/login.tsx'])].sort()).toEqual([
      'assets/field-c.js',
      'assets/index-a.js',
      'assets/login-d.js',
      'assets/mui-b.js',
    ]);
  });

  it('passes a build within its budgets', () => {
    const report = checkBudgets(manifest, { firstPaint: { login: { from: ['index.html', 'src/login.tsx'], maxKB: 150 } }, lazyChunk: { maxKB: 30 } }, sizeKB);
    expect(report.failures).toEqual([]);
    expect(report.lines[0]).toBe('login: first paint 150.0 KB in 4 files (budget 150 KB)');
  });

  it('fails a first paint over its limit', () => {
    const report = checkBudgets(manifest, { firstPaint: { login: { from: ['index.html', 'src/login.tsx'], maxKB: 149 } }, lazyChunk: { maxKB: 30 } }, sizeKB);
    expect(report.failures).toEqual(['login: first paint 150.0 KB in 4 files (budget 149 KB)']);
  });

  it('holds every lazy chunk, whatever its name, to the one limit', () => {
    const report = checkBudgets(manifest, { firstPaint: {}, lazyChunk: { maxKB: 25 } }, sizeKB);
    expect(report.failures).toEqual(['assets/screen-e.js: 30.0 KB (budget 25 KB)']);
  });

  it("holds a chunk of a first paint to that page's limit, not the lazy one, though the entry loads it lazily", () => {
    const report = checkBudgets(manifest, { firstPaint: { screen: { from: ['index.html', 'src/screen.tsx'], maxKB: 150 } }, lazyChunk: { maxKB: 25 } }, sizeKB);
    expect(report.failures).toEqual([]);
  });

  it('gives a named source module its own lazy limit and holds the others to the one limit', () => {
    const report = checkBudgets(manifest, { firstPaint: {}, lazyChunk: { maxKB: 15, named: { 'src/screen.tsx': 30 } } }, sizeKB);
    expect(report.failures).toEqual(['assets/field-c.js: 20.0 KB (budget 15 KB)']);
  });

  it('finds a chunk a codeSplitting group made by its name, whatever its hash', () => {
    const grouped: Manifest = { ...manifest, '_signed-out-f.js': { file: 'assets/signed-out-f.js', name: 'signed-out', imports: ['_field-c.js'] } };
    expect([...staticClosure(grouped, ['index.html', 'signed-out'])].sort()).toEqual([
      'assets/field-c.js',
      'assets/index-a.js',
      'assets/mui-b.js',
      'assets/signed-out-f.js',
    ]);
  });

  it('names a starting module the build does not know', () => {
    expect(() => checkBudgets(manifest, { firstPaint: { gone: { from: ['src/gone.tsx'], maxKB: 1 } }, lazyChunk: { maxKB: 1 } }, sizeKB)).toThrow(
      /src\/gone\.tsx/,
    );
  });
});

describe('widget budgets', () => {
  const widgets = ['widgets/max-mortgage/latest.js', 'widgets/sustainability/latest.js'];
  const widgetKB = (file: string) => (file.includes('max-mortgage') ? 12.4 : 15.2);

  it('holds each widget bundle to the one widget limit', () => {
    const report = checkWidgets(widgets, { firstPaint: {}, lazyChunk: { maxKB: 45 }, widget: { maxKB: 14 } }, widgetKB);
    expect(report.lines).toEqual(['widgets/max-mortgage/latest.js: 12.4 KB (budget 14 KB)', 'widgets/sustainability/latest.js: 15.2 KB (budget 14 KB)']);
    expect(report.failures).toEqual(['widgets/sustainability/latest.js: 15.2 KB (budget 14 KB)']);
  });

  it('checks nothing without a widget budget', () => {
    expect(checkWidgets(widgets, { firstPaint: {}, lazyChunk: { maxKB: 45 } }, widgetKB)).toEqual({ lines: [], failures: [] });
  });
});
