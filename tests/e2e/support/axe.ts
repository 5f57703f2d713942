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
export async function seriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** The serious and critical findings as lines a failed test prints: `rule: target, target`. */
export async function seriousAxeLines(page: Page): Promise<string[]> {
  return (await seriousAxeFindings(page)).map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
