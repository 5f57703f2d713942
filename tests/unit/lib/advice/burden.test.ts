// Guards on the transcribed 2026 woonquote tables (Stcrt. 2025-36471 Bijlage 1): a slip while
// copying a row shows up as a row of the wrong length, incomes out of order, or a percentage that
// falls where the published tables only rise (a higher test rate or a higher income never lowers
// the allowed burden in any of the four tables).
import { describe, expect, it } from 'vitest';
import * as rules from '../../../../src/lib/advice/rules/2026';

const tables = {
  burdenBeforeAow: rules.burdenBeforeAow,
  burdenFromAow: rules.burdenFromAow,
  burdenBox3BeforeAow: rules.burdenBox3BeforeAow,
  burdenBox3FromAow: rules.burdenBox3FromAow,
};

describe.each(Object.entries(tables))('%s', (_name, table) => {
  it('has one percentage per rate band on every row, incomes ascending from 0', () => {
    expect(table[0]![0]).toBe(0);
    for (const [index, [from, cells]] of table.entries()) {
      expect(cells).toHaveLength(rules.rateBands.length);
      if (index > 0) expect(from).toBeGreaterThan(table[index - 1]![0]);
    }
  });

  it('never falls with a higher test rate or a higher income', () => {
    for (const [index, [, cells]] of table.entries()) {
      cells.forEach((cell, column) => {
        if (column > 0) expect(cell).toBeGreaterThanOrEqual(cells[column - 1]!);
        if (index > 0) expect(cell).toBeGreaterThanOrEqual(table[index - 1]![1][column]!);
      });
    }
  });

  it('keeps no row that repeats the one before (rows are condensed; the lookup gives the same figure)', () => {
    for (let index = 1; index < table.length; index++) {
      expect(table[index]![1]).not.toEqual(table[index - 1]![1]);
    }
  });
});
