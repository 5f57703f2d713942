// Issue 42 item 3: each edit tab saved exactly as it starts (the customer changed nothing) keeps
// every figure the customer sees elsewhere. The starting values are the portal's own
// (src/features/edit-info/tabs/form-values.ts), built from the real server's answers.
import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/portal';
import { incomeValues, livingValues, mortgageValues, personValues } from '../../src/features/edit-info/tabs/form-values';
import { incomeRows, rowTotal } from '../../src/features/income/income-rows';
import { useDemoTokens, useTestServer } from './helper';

type Schemas = components['schemas'];

const server = useTestServer();
const tokens = useDemoTokens(server);

type Who = 'jan' | 'sanne';
const get = async <T>(who: Who, path: string): Promise<T> => {
  const response = await server.call('vandijk', 'GET', `/api/customer/${path}`, { token: tokens[who] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const save = async (who: Who, tab: string, body: unknown) => {
  const response = await server.call('vandijk', 'POST', `/api/customer/edit_screen/${tab}`, { token: tokens[who], body });
  expect(response.statusCode, response.body).toBe(200);
};

/** What the income screen shows: each person's rows and their totals. */
async function incomeScreen(who: Who) {
  const [customer, family, own] = await Promise.all([
    get<Schemas['Customer']>(who, 'customer'),
    get<Schemas['Family']>(who, 'customer/family'),
    get<Schemas['IncomeItem'][]>(who, 'income'),
  ]);
  const partner = family.partner ? await get<Schemas['IncomeItem'][]>(who, 'income/partner') : null;
  const totals = (rows: ReturnType<typeof incomeRows>) => rows.map(rowTotal);
  return {
    customer,
    family,
    own,
    partner,
    shown: { own: totals(incomeRows(own, customer)), partner: family.partner ? totals(incomeRows(partner ?? [], family.partner)) : [] },
  };
}

describe.each<Who>(['sanne', 'jan'])('%s saves each tab unchanged', (who) => {
  it('income: starts with what the income screen shows and keeps it', async () => {
    const before = await incomeScreen(who);
    const body = incomeValues(before.own, before.partner, {
      customer: before.customer.gross_annual_income,
      partner: before.family.partner?.gross_annual_income,
      title: 'Bruto jaarinkomen',
    });
    // The form lists every income the screen shows, with the same yearly amounts (floored).
    expect(body.incomes.map((income) => income.gross_annual_amount)).toEqual(before.shown.own.map(Math.floor));
    if (who === 'sanne') expect(body.incomes).toEqual([{ type: 'OtherIncome', title: 'Bruto jaarinkomen', gross_annual_amount: 58900 }]);
    await save(who, 'income', body);
    expect((await incomeScreen(who)).shown).toEqual({ own: before.shown.own.map(Math.floor), partner: before.shown.partner.map(Math.floor) });
  });

  it('personalia: keeps the person and the partner', async () => {
    const [customer, family] = await Promise.all([get<Schemas['Customer']>(who, 'customer'), get<Schemas['Family']>(who, 'customer/family')]);
    await save(who, 'personalia', personValues(customer, family));
    const after = await get<Schemas['Customer']>(who, 'customer');
    const kept = (person: Schemas['Customer']) => [person.first_name, person.last_name, person.date_of_birth, person.mobile, person.gross_annual_income];
    expect(kept(after)).toEqual(kept(customer));
    expect(Boolean((await get<Schemas['Family']>(who, 'customer/family')).partner)).toBe(Boolean(family.partner));
  });

  it("living: keeps the home's address and values", async () => {
    const living = await get<Schemas['Living']>(who, 'living');
    await save(who, 'current_living', livingValues(living));
    const after = await get<Schemas['Living']>(who, 'living');
    const kept = (home: Schemas['Living']) => [home.postcode, home.number, home.number_addition, home.market_value, home.woz_value_home];
    expect(kept(after)).toEqual(kept({ ...living, market_value: living.market_value === null ? null : Math.floor(living.market_value) }));
  });

  it('mortgage: keeps every loan part figure', async () => {
    const mortgages = await get<Schemas['Mortgage'][]>(who, 'mortgage');
    await save(who, 'mortgage', mortgageValues(mortgages));
    const figures = (list: Schemas['Mortgage'][]) =>
      list.map((mortgage) =>
        mortgage.mortgageParts.map((part) => [part.hoofdsom, part.remaining_debt, part.interest, part.einddatumRentevast, part.repayment_type]),
      );
    expect(figures(await get<Schemas['Mortgage'][]>(who, 'mortgage'))).toEqual(figures(mortgages));
  });
});
