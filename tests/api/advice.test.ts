// The advice services through the real server: scenarios, refinance and the maximum mortgage for
// every demo customer, built from the customer's own data the way the portal builds them; every
// failure key; the office's key and only that calculator's key (leads: advice-leads.test.ts).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { refinanceRequest, scenarioRequest } from '../../src/features/calculators/advice-requests';
import { dutchToday } from '../../src/lib/amsterdam-time';
import { lead, load, type Loaded } from './advice-bodies';
import { demoWidgetKeys, useDemoTokens, useTestServer } from './helper';

const server = useTestServer();
const tokens = useDemoTokens(server);
const keys = demoWidgetKeys.vandijk;
const today = dutchToday();

const customers: Record<string, Loaded> = {};
beforeAll(async () => {
  customers.jan = await load(server, 'vandijk', tokens.jan);
  customers.sanne = await load(server, 'vandijk', tokens.sanne);
  customers.pieter = await load(server, 'degroot', tokens.pieter);
});

const post = (path: string, key: string, body: unknown) => server.call(null, 'POST', `/advice${path}?api_key=${key}`, { body });

describe('postScenarios', () => {
  it.each(['jan', 'sanne', 'pieter'])('answers every scenario for %s with verdicts and explanations', async (name) => {
    const { data, mortgage } = customers[name]!;
    expect(mortgage).not.toBeNull();
    const body = scenarioRequest(data, mortgage!, today);
    expect(body).not.toBeNull();
    const response = await post('/scenarios', keys.scenarios, body);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: { result: Record<string, unknown> } }>().data.result;
    expect(Object.keys(result).sort()).toEqual(['break_up', 'death', 'incapacitated', 'move', 'new_interest_only', 'retirement', 'unemployment']);
    const retirement = result.retirement as {
      applicant: { verdict: { livable: unknown }; explanation: { rules: unknown[]; figures: Record<string, unknown> } };
      partner?: unknown;
    };
    expect([true, false, 'maybe']).toContain(retirement.applicant.verdict.livable);
    expect(retirement.applicant.explanation.rules.length).toBeGreaterThan(3);
    expect(retirement.applicant.explanation.figures).toHaveProperty('woonquote');
    expect(response.body).not.toMatch(/NaN|Infinity/);
    expect(retirement.partner !== undefined).toBe(data.partner !== null);
  });

  it('answers 422 no_loan_parts with meta.errors.loan_parts without loan parts', async () => {
    const body = { ...scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today)!, loan_parts: [] };
    const response = await post('/scenarios', keys.scenarios, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'no_loan_parts' }, meta: { errors: { loan_parts: [expect.any(String)] } } });
  });

  it('refuses a wrong key, and the key of another calculator or office, with 401', async () => {
    const body = scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today);
    for (const key of ['nope', keys.refinance, demoWidgetKeys.degroot.maximumMortgage]) {
      const response = await post('/scenarios', key, body);
      expect(response.statusCode, key).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'login_error_noauth' } });
    }
  });

  it('answers 400 for a thanks step without a lead and for an absurd rate', async () => {
    const body = scenarioRequest(customers.jan!.data, customers.jan!.mortgage!, today)!;
    expect((await post('/scenarios', keys.scenarios, { ...body, step: 'thanks' })).statusCode).toBe(400);
    const absurd = { ...body, loan_parts: [{ ...body.loan_parts[0]!, interest_rate: 99e9 }] };
    expect((await post('/scenarios', keys.scenarios, absurd)).statusCode).toBe(400);
  });
});

describe('postRefinance', () => {
  const choice = { period: 120 as const, financePenalty: false, marketValue: 585000 };

  it.each(['jan', 'sanne', 'pieter'])('answers proposals sorted by gross total difference for %s', async (name) => {
    const { data, mortgage } = customers[name]!;
    const response = await post('/refinance', keys.refinance, refinanceRequest(data, mortgage!, choice, today));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{
      data: { result: { refinance_proposals: { gross_total_refinance_difference: number; new_interest_period_in_months: number }[]; refinance_costs: object } };
    }>().data.result;
    const totals = result.refinance_proposals.map((proposal) => proposal.gross_total_refinance_difference);
    expect(totals.length).toBeGreaterThan(5);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    expect(result.refinance_proposals.every((proposal) => proposal.new_interest_period_in_months === 120)).toBe(true);
    expect(result.refinance_costs).toEqual({ mortgage_brokerage_costs: 1950, notarial_mortgage_act_costs: 850, appraisal_costs: 695 });
  });

  it('drops the products without the chosen period: fewer proposals for 1 year than for 10', async () => {
    const { data, mortgage } = customers.jan!;
    const count = async (period: 12 | 120) =>
      (await post('/refinance', keys.refinance, refinanceRequest(data, mortgage!, { ...choice, period }, today))).json<{
        data: { result: { refinance_proposals: unknown[] } };
      }>().data.result.refinance_proposals.length;
    expect(await count(12)).toBeLessThan(await count(120));
  });

  it('answers 400 without a market value, 422 no_loan_parts without loan parts, 401 on a wrong key', async () => {
    const body = refinanceRequest(customers.jan!.data, customers.jan!.mortgage!, choice, today)!;
    expect((await post('/refinance', keys.refinance, { ...body, market_value: 0 })).statusCode).toBe(400);
    const empty = await post('/refinance', keys.refinance, { ...body, loan_parts: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ error: { code: 'no_loan_parts' } });
    expect((await post('/refinance', keys.scenarios, body)).statusCode).toBe(401);
  });
});

describe('postMaximumMortgage', () => {
  const single = { applicant: { date_of_birth: '1994-03-08', gross_annual_income: 48000 }, interest_rate: 3.8, fixed_period_in_months: 120 };

  it('answers €211,009 for a single modal €48,000 income at 3.8 % fixed 10 years, with its explanation', async () => {
    for (const key of [keys.maximumMortgage, demoWidgetKeys.degroot.maximumMortgage]) {
      const response = await post('/maximum_mortgage', key, single);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        data: { result: { total_sum: 211009, nhg_possible: true, explanation: { figures: { woonquote: 22.6, toetsinkomen: 48000 } } } },
      });
    }
  });

  it('answers 422 incomplete_data without a rate or loan parts, 400 on a negative income, 401 on a wrong key', async () => {
    const incomplete = await post('/maximum_mortgage', keys.maximumMortgage, { applicant: single.applicant });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({ error: { code: 'incomplete_data' } });
    expect((await post('/maximum_mortgage', keys.maximumMortgage, { ...single, applicant: { ...single.applicant, gross_annual_income: -1 } })).statusCode).toBe(
      400,
    );
    expect((await post('/maximum_mortgage', keys.scenarios, single)).statusCode).toBe(401);
  });

  it('answers 0 for no income, never NaN', async () => {
    const response = await post('/maximum_mortgage', keys.maximumMortgage, {
      ...single,
      applicant: { ...single.applicant, gross_annual_income: 0 },
      interest_rate: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { result: { total_sum: 0 } } });
  });
});

describe('getLenderImage', () => {
  it('draws our own logo of a lender, 404 for an unknown code and 401 for a wrong key', async () => {
    const image = await server.call(null, 'GET', `/advice/lender/RAB/image?api_key=${keys.refinance}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await server.call(null, 'GET', `/advice/lender/NOPE/image?api_key=${keys.refinance}`)).statusCode).toBe(404);
    expect((await server.call(null, 'GET', '/advice/lender/RAB/image?api_key=wrong')).statusCode).toBe(401);
  });
});

describe('postNote (the widgets thanks step)', () => {
  it("logs a note in the customer's own record only", async () => {
    const body = {
      title: 'Aanvraag maximale hypotheek',
      content: 'Bedankt voor je aanvraag! maximale hypotheek: € 210.329',
      source: 'advies_widget_maximum_mortgage',
    };
    const logged = await server.call('vandijk', 'POST', '/api/customer/note', { token: tokens.jan, body });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json()).toMatchObject({ ...body, seen_by_customer: true });
    const titles = async (office: string, token: string) =>
      (await server.call(office, 'GET', '/api/customer/note', { token })).json<{ content: string | null }[]>().map((note) => note.content);
    expect(await titles('vandijk', tokens.jan)).toContain(body.content);
    expect(await titles('vandijk', tokens.sanne)).not.toContain(body.content);
    expect(await titles('degroot', tokens.pieter)).not.toContain(body.content);
  });

  it('answers 400 for an empty title and 401 without a token', async () => {
    expect((await server.call('vandijk', 'POST', '/api/customer/note', { token: tokens.jan, body: { title: '', content: 'x', source: 'y' } })).statusCode).toBe(
      400,
    );
    expect((await server.call('vandijk', 'POST', '/api/customer/note', { body: { title: 'a', content: 'x', source: 'y' } })).statusCode).toBe(401);
  });
});

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
    const single = { applicant: { date_of_birth: '2100-01-01', gross_annual_income: 48000 }, interest_rate: 3.8, fixed_period_in_months: 120 };
    expect((await post('/maximum_mortgage', keys.maximumMortgage, single)).statusCode).toBe(400);
  });

  it('refuses a market value of 0 and answers 422 rather than amounts beyond the contract', async () => {
    const single = { applicant: { date_of_birth: '1994-03-08', gross_annual_income: 48000 }, interest_rate: 3.8, fixed_period_in_months: 120 };
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
    const choice = { period: 120 as const, financePenalty: false, marketValue: 585000 };
    const refinance = {
      ...refinanceRequest(customers.jan!.data, customers.jan!.mortgage!, choice, today)!,
      step: 'thanks',
      lead: { ...lead, proposal_lender_hdn_code: 'RAB' },
    };
    expect((await call('/refinance', refinance)).statusCode).toBe(200);
    expect(await lastMail()).toMatch(/\d,\d\d( \/ \d,\d\d)* %/);
    expect(await lastMail()).not.toMatch(/\d\.\d\d( \/ |\s%)/);
    expect(await lastMail()).toContain('Rentevaste periode: 10 jaar');
  });
});
