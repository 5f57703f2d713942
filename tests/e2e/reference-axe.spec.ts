// axe over the office API's reference (decision record 044): nothing serious or critical in what
// Redoc renders of the generated contract. In `npm run test:full` (decision record 072): the page
// changes only with the contract or Redoc's version.
import { expect } from '@playwright/test';
import { seriousAxeLines } from './support/axe';
import { operations, test } from './support/reference';

// axe over the whole rendered contract takes longer than a test may: one test per tag's operations,
// and one for the rest (the menu, the introduction, the schemas).
// Read from the operations, so an operation under a tag the list leaves out is still audited.
const tags = [...new Set(operations.flatMap((operation) => operation.tags ?? []))];
for (const tag of tags) {
  test(`axe finds nothing serious or critical in the reference's ${tag} operations`, async ({ reference: { page, problems } }) => {
    expect(await seriousAxeLines(page, { include: `[id^="tag/${tag}"]` })).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("axe finds nothing serious or critical in the reference's menu, introduction and schemas", async ({ reference: { page, problems } }) => {
  expect(await seriousAxeLines(page, { exclude: '[id^="tag/"]' })).toEqual([]);
  expect(problems).toEqual([]);
});
