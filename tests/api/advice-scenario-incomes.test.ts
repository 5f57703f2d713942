// Jan de Vries's retirement and death scenarios through the real server, built from his file the
// way the portal builds them (issue 43): his annuity and Eva's savings income count from
// retirement, and each partner pension goes to the survivor its pension item names: Jan's ABP
// item pays Eva €15,260 if he dies, Eva's PFZW item pays Jan €8,330.
// Runs on PGlite only (decision 055): the calculator's figures; its reads run on PostgreSQL in reads.test.ts and advice-customer-file.test.ts.
import { describe, expect, it } from 'vitest';
import { scenarioRequest } from '../../src/features/calculators/advice-requests';
import { keys, today, useAdvice } from './advice-harness';

const { customers, post } = useAdvice();

type Rules = { rule: string; value: unknown }[];
type PersonResult = { explanation: { rules: Rules } };
type Result = Record<'retirement' | 'death', { applicant: PersonResult; partner: PersonResult }>;
const valuesOf = (result: PersonResult, rule: string) => result.explanation.rules.filter((item) => item.rule === rule).map((item) => item.value);

describe("postScenarios: Jan's incomes the right way round", () => {
  it('sends every income of the file', () => {
    const body = scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today)!;
    expect(body.applicant.income).toMatchObject({ survivor_pension_income: 8330, other_retirement_income: 1860 });
    expect(body.partner?.income).toMatchObject({ survivor_pension_income: 15260, other_retirement_income: 900 });
  });

  it("credits the survivor with the other's partner pension and counts annuities and savings in retirement", async () => {
    const response = await post('/scenarios', keys.scenarios, scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today));
    expect(response.statusCode, response.body).toBe(200);
    const { retirement, death } = response.json<{ data: { result: Result } }>().data.result;
    // Each person's death result is that person as the survivor.
    expect(valuesOf(death.partner, 'survivor_pension')).toEqual([15260]);
    expect(valuesOf(death.applicant, 'survivor_pension')).toEqual([8330]);
    expect(valuesOf(retirement.applicant, 'other_retirement_income')).toContain(1860);
    // At Eva's AOW date both are retired: her savings income and his annuity.
    expect(valuesOf(retirement.partner, 'other_retirement_income').sort()).toEqual([1860, 900].sort());
  });

  it('refuses a wrong type or a negative other_retirement_income', async () => {
    const body = scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today)!;
    for (const value of ['1860', -1]) {
      const response = await post('/scenarios', keys.scenarios, {
        ...body,
        applicant: { ...body.applicant, income: { ...body.applicant.income, other_retirement_income: value } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('other_retirement_income');
    }
  });
});
