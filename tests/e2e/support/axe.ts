/**
 * The accessibility audit the end-to-end tests share: axe on the page as it is now, keeping only
 * what axe rates serious or critical (the findings a test fails on).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical violations on the page as it is now.
 * A frame sandboxed without scripts (a mail body, a web document) holds the office's content, not
 * the portal's, and axe cannot run inside it: waiting for it there hangs the audit.
 */
export async function seriousAxeFindings(page: Page, part?: { include?: string; exclude?: string }) {
  let builder = new AxeBuilder({ page }).exclude('iframe[sandbox]');
  if (part?.include) builder = builder.include(part.include);
  if (part?.exclude) builder = builder.exclude(part.exclude);
  const { violations } = await builder.analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * The serious and critical findings as lines a failed test prints: `rule: target, target`; `part`
 * narrows the audit to a part of a long page, so each part is a test of its own.
 */
export async function seriousAxeLines(page: Page, part?: { include?: string; exclude?: string }): Promise<string[]> {
  return (await seriousAxeFindings(page, part)).map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
