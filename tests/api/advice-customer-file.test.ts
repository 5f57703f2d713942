// The customer's file in every advice calculator through the real server (issue 25): Jan's debts,
// children and second mortgage, energy-saving measures, implausible birth dates and amounts, and
// the lead written for the advisor in words (the services themselves: advice-services.test.ts).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { refinanceRequest, scenarioRequest } from '../../src/features/calculators/advice-requests';
import { lead } from './advice-bodies';
import { keys, refinanceChoice, single, today, useAdvice } from './advice-harness';

const { server, tokens, customers, post } = useAdvice();

describe("the customer's file in every calculator (issue 25)", () => {
  type Person = {
    verdict: { livable: unknown; can_prolong_mortgage: boolean };
    maximum_mortgage: { total_sum: number };
    explanation: { rules: { rule: string; value: unknown }[]; figures: Record<string, number>; missing: string[] };
  };
  type Outcome = { applicant: Person; partner?: Person };
  const scenarios = async (body: unknown) => {
    const response = await post('/scenarios', keys.scenarios, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { result: Record<string, Outcome> } }>().data.result;
  };

  it("reflects Jan's debts: after a break-up he cannot stay", async () => {
    const result = await scenarios(scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today));
    const jan = result.break_up!.applicant;
    expect(jan.explanation.figures.obligations_monthly).toBeGreaterThan(48 + 389 + 150);
    expect(jan.explanation.figures.alimony_yearly).toBe(425 * 12);
    expect(jan.verdict.can_prolong_mortgage).toBe(false);
    expect(jan.verdict.livable).not.toBe(true);
  });

  it("counts the Anw for the survivor while Jan's children are under 18", async () => {
    const result = await scenarios(scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today));
    expect(result.death!.partner!.explanation.rules.map((rule) => rule.rule)).toContain('anw');
  });

  it("computes Jan's second mortgage with its own property and names the WOZ value it lacks", async () => {
    const second = customers.jan!.mortgages.find((mortgage) => mortgage.marktwaarde === 690000)!;
    const body = scenarioRequest(customers.jan!.data, second, today)!;
    expect(body).toMatchObject({ energy_label: 'A_plus_plus', property_tax_value: null });
    expect((await scenarios(body)).move!.applicant.explanation.missing).toContain('property_tax_value');
    const refinance = await post(
      '/refinance',
      keys.refinance,
      refinanceRequest(customers.jan!.data, second, { period: 120, financePenalty: false, marketValue: 690000 }, today),
    );
    expect(refinance.statusCode, refinance.body).toBe(200);
    expect(
      refinance.json<{ data: { result: { explanation: { figures: { loan_to_value: number } } } } }>().data.result.explanation.figures.loan_to_value,
    ).toBeCloseTo(82.6, 0);
  });

  it('adds the cost of energy-saving measures, capped at the table maximum', async () => {
    const body = { applicant: { date_of_birth: '1994-03-08', gross_annual_income: 48000 }, energy_label: 'C', interest_rate: 3.8, fixed_period_in_months: 120 };
    const total = async (extra: object) =>
      (await post('/maximum_mortgage', keys.maximumMortgage, { ...body, ...extra })).json<{ data: { result: { total_sum: number } } }>().data.result.total_sum;
    expect(await total({ energy_saving_measures: true })).toBe(211009 + 5000 + 15000);
    expect(await total({ energy_saving_measures_amount: 8000 })).toBe(211009 + 5000 + 8000);
    expect(await total({ energy_saving_measures_amount: 50000 })).toBe(211009 + 5000 + 15000);
  });

  it('refuses implausible birth dates with 400 naming the field', async () => {
    const body = scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today)!;
    const child = `${Number(today.slice(0, 4)) - 10}${today.slice(4)}`;
    const cases: [object, string, string][] = [
      [{ ...body, applicant: { ...body.applicant, date_of_birth: '2100-01-01' } }, 'body.applicant.date_of_birth', 'date_year_range'],
      [{ ...body, applicant: { ...body.applicant, date_of_birth: '0001-01-01' } }, 'body.applicant.date_of_birth', 'date_year_range'],
      [{ ...body, partner: { ...body.partner!, date_of_birth: child } }, 'body.partner.date_of_birth', 'age_under_18'],
      [{ ...body, children: [{ date_of_birth: '2999-01-01' }] }, 'body.children.0.date_of_birth', 'date_year_range'],
    ];
    for (const [request, field, code] of cases) {
      const response = await post('/scenarios', keys.scenarios, request);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'validation_error', details: [{ field, code }] } });
    }
    const unborn = { applicant: { date_of_birth: '2100-01-01', gross_annual_income: 48000 }, interest_rate: 3.8, fixed_period_in_months: 120 };
    expect((await post('/maximum_mortgage', keys.maximumMortgage, unborn)).statusCode).toBe(400);
  });

  it('refuses a market value of 0 and answers 422 rather than amounts beyond the contract', async () => {
    const zero = await post('/maximum_mortgage', keys.maximumMortgage, { ...single, market_value: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('market_value');
    const huge = await post('/maximum_mortgage', keys.maximumMortgage, { ...single, applicant: { ...single.applicant, gross_annual_income: 99e9 } });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toMatchObject({ error: { code: 'amount_out_of_range' }, meta: { errors: { income: [expect.any(String)] } } });
  });

  it('writes the lead for the advisor in words: the scenario in Dutch, rates with a decimal comma', async () => {
    const call = (path: string, body: object) =>
      server.call('vandijk', 'POST', `/advice${path}?api_key=${path === '/scenarios' ? keys.scenarios : keys.refinance}`, { body, token: tokens.jan });
    const lastMail = async () => (await sql<{ text: string }>`SELECT text FROM mail_outbox ORDER BY id DESC LIMIT 1`.execute(server.database.db)).rows[0]!.text;
    const scenario = {
      ...scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today)!,
      step: 'thanks',
      lead: { ...lead, interested_in_scenario: 'retirement' },
    };
    expect((await call('/scenarios', scenario)).statusCode).toBe(200);
    expect(await lastMail()).toContain('Scenario: Pensioen');
    expect(await lastMail()).not.toContain('retirement');
    const refinance = {
      ...refinanceRequest(customers.jan!.data, customers.jan!.mortgage!, refinanceChoice, today)!,
      step: 'thanks',
      lead: { ...lead, proposal_lender_hdn_code: 'RAB' },
    };
    expect((await call('/refinance', refinance)).statusCode).toBe(200);
    expect(await lastMail()).toMatch(/\d,\d\d( \/ \d,\d\d)* %/);
    expect(await lastMail()).not.toMatch(/\d\.\d\d( \/ |\s%)/);
    expect(await lastMail()).toContain('Rentevaste periode: 10 jaar');
  });
});
