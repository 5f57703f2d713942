// The advice services through the real server, shared by their two test files: a server with the
// demo data and tokens, each demo customer's data loaded the way the portal loads it, the bodies
// the tests build on, and a call with a calculator's key.
import { beforeAll } from 'vitest';
import { dutchToday } from '../../src/lib/amsterdam-time';
import { load, type Loaded } from './advice-bodies';
import { demoWidgetKeys, useDemoTokens, useTestServer } from './helper';

export const keys = demoWidgetKeys.vandijk;
export const today = dutchToday();
/** A single applicant on a modal income, for the maximum mortgage. */
export const single = { applicant: { date_of_birth: '1994-03-08', gross_annual_income: 48000 }, interest_rate: 3.8, fixed_period_in_months: 120 };
/** The refinance choice the tests ask for: ten years fixed, the repayment penalty not financed. */
export const refinanceChoice = { period: 120 as const, financePenalty: false, marketValue: 585000 };

/** A server for the calling test file, with Jan, Sanne and Pieter loaded once it runs. */
export function useAdvice() {
  const server = useTestServer();
  const tokens = useDemoTokens(server);
  const customers: Record<string, Loaded> = {};
  beforeAll(async () => {
    customers.jan = await load(server, 'vandijk', tokens.jan);
    customers.sanne = await load(server, 'vandijk', tokens.sanne);
    customers.pieter = await load(server, 'degroot', tokens.pieter);
  });
  const post = (path: string, key: string, body: unknown) => server.call(null, 'POST', `/advice${path}?api_key=${key}`, { body });
  return { server, tokens, customers, post };
}
