// The advice services through the real server: scenarios, refinance and the maximum mortgage for
// every demo customer, built from the customer's own data the way the portal builds them; every
// failure key; the office's key and only that calculator's key; the lender logos and the widgets'
// note (the customer's file in each calculator: advice-customer-file.test.ts; leads:
// advice-leads.test.ts).
// Runs on PGlite only (decision 055): the calculators' figures and keys; their reads run on PostgreSQL in advice-customer-file.test.ts.
import { describe, expect, it } from 'vitest';
import { refinanceRequest, scenarioRequest } from '../../src/features/calculators/advice-requests';
import { keys, refinanceChoice, single, today, useAdvice } from './advice-harness';
import { demoWidgetKeys } from './helper';

const { server, tokens, customers, post } = useAdvice();

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
  it.each(['jan', 'sanne', 'pieter'])('answers proposals sorted by gross total difference for %s', async (name) => {
    const { data, mortgage } = customers[name]!;
    const response = await post('/refinance', keys.refinance, refinanceRequest(data, mortgage!, refinanceChoice, today));
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
      (await post('/refinance', keys.refinance, refinanceRequest(data, mortgage!, { ...refinanceChoice, period }, today))).json<{
        data: { result: { refinance_proposals: unknown[] } };
      }>().data.result.refinance_proposals.length;
    expect(await count(12)).toBeLessThan(await count(120));
  });

  it('answers 400 without a market value, 422 no_loan_parts without loan parts, 401 on a wrong key', async () => {
    const body = refinanceRequest(customers.jan!.data, customers.jan!.mortgage!, refinanceChoice, today)!;
    expect((await post('/refinance', keys.refinance, { ...body, market_value: 0 })).statusCode).toBe(400);
    const empty = await post('/refinance', keys.refinance, { ...body, loan_parts: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ error: { code: 'no_loan_parts' } });
    expect((await post('/refinance', keys.scenarios, body)).statusCode).toBe(401);
  });
});

describe('postMaximumMortgage', () => {
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
