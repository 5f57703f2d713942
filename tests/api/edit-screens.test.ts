// The edit screens' saves, the avatar and the language through the real server: each changes only
// the signed-in customer's own data in one transaction, bad input answers 400 with the fields and
// changes nothing, and the advisor lock (set for p.jansen) refuses every save.
import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/portal';
import { pngChunk } from '../../src/server/files/png';
import { png } from '../../src/server/seed/files';
import { demoLogins, useDemoTokens, useTestServer } from './helper';
import { editPart } from './mortgage-edit';

const server = useTestServer();
const tokens = useDemoTokens(server);

type Mortgage = components['schemas']['Mortgage'];

type Who = keyof typeof tokens;
const office = (who: Who) => (who === 'pieter' ? 'degroot' : 'vandijk');
const post = (who: Who, path: string, body: unknown) => server.call(office(who), 'POST', `/api/customer/${path}`, { token: tokens[who], body });
const get = async <T>(who: Who, path: string): Promise<T> => (await server.call(office(who), 'GET', `/api/customer/${path}`, { token: tokens[who] })).json<T>();
const fields = (response: { json: <T>() => T }) => response.json<{ error: { details: { field: string }[] } }>().error.details.map((detail) => detail.field);

interface Customer {
  full_name: string;
  mobile: string | null;
  date_of_birth: string;
  avatar?: string | null;
}
describe('contact details', () => {
  it('saves the mobile number of the signed-in customer only', async () => {
    const sanneBefore = await get<Customer>('sanne', 'customer');
    const response = await post('jan', 'edit_screen/contact_details', { mobile: '0698765432' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get<Customer>('jan', 'customer')).mobile).toBe('0698765432');
    expect((await get<Customer>('sanne', 'customer')).mobile).toBe(sanneBefore.mobile);
  });

  it('refuses a mobile number of 11 characters, naming the field', async () => {
    const response = await post('jan', 'edit_screen/contact_details', { mobile: '06987654321' });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(['body.mobile']);
    expect((await get<Customer>('jan', 'customer')).mobile).toBe('0698765432');
  });

  it('refuses every save while the advisor works on the file, changing nothing', async () => {
    const before = await get<Customer>('pieter', 'customer');
    const response = await post('pieter', 'edit_screen/contact_details', { mobile: '0611111111' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'save_edits_error_noaccess' } });
    expect((await get<Customer>('pieter', 'customer')).mobile).toBe(before.mobile);
    const living = await post('pieter', 'edit_screen/current_living', { postal_code: '1234 AB', house_number: 1, market_value: 1, woz_value: 1 });
    expect(living.statusCode).toBe(403);
  });
});

describe('personalia', () => {
  const person = {
    sex: 'male',
    initials: 'J.P.',
    first_name: 'Johan',
    suffix: 'de',
    last_name: 'Vries',
    date_of_birth: '1986-04-12',
    has_partner: true,
    mobile: '0612345678',
    partner_mobile: '0687654321',
  };

  it('saves the names, birth date and the partner mobile number', async () => {
    const response = await post('jan', 'edit_screen/personalia', person);
    expect(response.statusCode, response.body).toBe(200);
    expect(await get<Customer>('jan', 'customer')).toMatchObject({ full_name: 'Johan de Vries', mobile: '0612345678' });
    expect((await get<{ partner: { mobile: string } }>('jan', 'customer/family')).partner.mobile).toBe('0687654321');
  });

  it('refuses a birth date tomorrow and 31 February', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await post('jan', 'edit_screen/personalia', { ...person, date_of_birth: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(fields(future)).toEqual(['body.date_of_birth']);
    const unreal = await post('jan', 'edit_screen/personalia', { ...person, date_of_birth: '1986-02-31' });
    expect(unreal.statusCode).toBe(400);
    expect((await get<Customer>('jan', 'customer')).date_of_birth).toBe('1986-04-12');
  });
});

describe('current living', () => {
  it('saves the address and values of the home and the active address', async () => {
    const response = await post('jan', 'edit_screen/current_living', {
      postal_code: '3512 LT',
      house_number: 40,
      house_number_addition: null,
      market_value: 615000,
      woz_value: 580000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await get('jan', 'living')).toMatchObject({ postcode: '3512 LT', number: 40, market_value: 615000, woz_value_home: 580000 });
  });

  it('refuses a postal code 1234 A and a broken amount', async () => {
    const response = await post('jan', 'edit_screen/current_living', { postal_code: '1234 A', house_number: 40, market_value: 615000.5, woz_value: 580000 });
    expect(response.statusCode).toBe(400);
    expect(fields(response).sort()).toEqual(['body.market_value', 'body.postal_code']);
    expect(await get('jan', 'living')).toMatchObject({ postcode: '3512 LT' });
  });
});

describe('income', () => {
  it("replaces the customer's incomes and leaves the partner's when none are sent", async () => {
    const partnerBefore = await get<unknown[]>('jan', 'income/partner');
    const response = await post('jan', 'edit_screen/income', {
      replaces_existing: true,
      incomes: [{ type: 'EmploymentIncome', title: 'Gemeente Utrecht', gross_annual_amount: 64000 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await get('jan', 'income')).toEqual([expect.objectContaining({ title: 'Gemeente Utrecht', total: 64000, type: 'EmploymentIncome' })]);
    expect(await get('jan', 'income/partner')).toEqual(partnerBefore);
  });

  it('refuses a save that does not acknowledge replacing the incomes', async () => {
    const response = await post('jan', 'edit_screen/income', { replaces_existing: false, incomes: [] });
    expect(response.statusCode).toBe(400);
    expect(await get<unknown[]>('jan', 'income')).toHaveLength(1);
  });
});

describe('mortgage', () => {
  it('replaces the loan parts of a mortgage as one unit', async () => {
    const [mortgage] = await get<Mortgage[]>('jan', 'mortgage');
    const [first] = mortgage!.mortgageParts;
    const added = { ...editPart(first!), id: undefined, leningdeelnummer: '9', hoofdsom: 10000, remaining_debt: 10000, interest: 4.2 };
    const response = await post('jan', 'edit_screen/mortgage', {
      mortgages: [{ id: mortgage!.id, mortgageParts: [{ ...editPart(first!), interest: 3.5 }, added] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [after] = (await get<Mortgage[]>('jan', 'mortgage')).filter((candidate) => candidate.id === mortgage!.id);
    expect(after!.mortgageParts.map((part) => [part.leningdeelnummer, part.interest])).toEqual([
      [first!.leningdeelnummer, 3.5],
      ['9', 4.2],
    ]);
    // What the tab does not edit stays on a kept part.
    expect(after!.mortgageParts[0]!.monthly_amount).toBe(first!.monthly_amount);
  });

  it('refuses a current amount above the original and a rate of 10.5 %, changing nothing', async () => {
    const [mortgage] = await get<Mortgage[]>('jan', 'mortgage');
    const part = editPart(mortgage!.mortgageParts[0]!);
    const above = await post('jan', 'edit_screen/mortgage', {
      mortgages: [{ id: mortgage!.id, mortgageParts: [{ ...part, remaining_debt: part.hoofdsom + 1 }] }],
    });
    expect(above.statusCode).toBe(400);
    expect(fields(above)).toEqual(['body.mortgages.0.mortgageParts.0.remaining_debt']);
    const rate = await post('jan', 'edit_screen/mortgage', { mortgages: [{ id: mortgage!.id, mortgageParts: [{ ...part, interest: 10.5 }] }] });
    expect(rate.statusCode).toBe(400);
    expect(fields(rate)).toEqual(['body.mortgages.0.mortgageParts.0.interest']);
    const empty = await post('jan', 'edit_screen/mortgage', { mortgages: [{ id: mortgage!.id, mortgageParts: [] }] });
    expect(empty.statusCode).toBe(400);
    expect((await get<Mortgage[]>('jan', 'mortgage'))[0]!.mortgageParts).toHaveLength(2);
  });

  it("answers 404 for another customer's or another office's mortgage and changes neither", async () => {
    const [own] = await get<Mortgage[]>('jan', 'mortgage');
    const part = editPart(own!.mortgageParts[0]!);
    for (const other of ['sanne', 'pieter'] as const) {
      const [theirs] = await get<Mortgage[]>(other, 'mortgage');
      const response = await post('jan', 'edit_screen/mortgage', { mortgages: [{ id: theirs!.id, mortgageParts: [{ ...part, id: undefined }] }] });
      expect(response.statusCode).toBe(404);
      expect((await get<Mortgage[]>(other, 'mortgage'))[0]).toEqual(theirs);
    }
  });

  it("answers 404 for a loan part of another mortgage in the save of one's own", async () => {
    const [own] = await get<Mortgage[]>('jan', 'mortgage');
    const [theirs] = await get<Mortgage[]>('sanne', 'mortgage');
    const part = editPart(theirs!.mortgageParts[0]!);
    const response = await post('jan', 'edit_screen/mortgage', { mortgages: [{ id: own!.id, mortgageParts: [part] }] });
    expect(response.statusCode).toBe(404);
  });
});

describe('avatar and language', () => {
  it('stores a PNG as the avatar', async () => {
    const picture = png(350, 350, '#336699', '#99ccff').content.toString('base64');
    const response = await post('jan', 'customer/avatar/', { avatar: `data:image/png;base64,${picture}` });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get<Customer>('jan', 'customer?include=avatar')).avatar).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('refuses a picture that is not a PNG (415) or over 2 MB (413)', async () => {
    const text = await post('jan', 'customer/avatar/', { avatar: Buffer.from('not a picture at all').toString('base64') });
    expect(text.statusCode).toBe(415);
    const big = Buffer.concat([png(1, 1, '#000000', '#000000').content, Buffer.alloc(2_098_000)]).toString('base64');
    const large = await post('jan', 'customer/avatar/', { avatar: big });
    expect(large.statusCode).toBe(413);
    const cut = png(350, 350).content.subarray(0, 200).toString('base64');
    expect((await post('jan', 'customer/avatar/', { avatar: cut })).statusCode).toBe(415);
  });

  it('drops the metadata chunks of the picture', async () => {
    const picture = png(8, 8).content;
    // A tEXt chunk placed before IEND, the last 12 bytes.
    const text = Buffer.from('Comment\0GPS 52.09 5.12');
    const chunk = pngChunk('tEXt', text);
    const tagged = Buffer.concat([picture.subarray(0, picture.length - 12), chunk, picture.subarray(picture.length - 12)]);
    expect((await post('jan', 'customer/avatar/', { avatar: tagged.toString('base64') })).statusCode).toBe(200);
    const stored = (await get<Customer>('jan', 'customer?include=avatar')).avatar!;
    expect(Buffer.from(stored.split(',')[1]!, 'base64').includes('GPS')).toBe(false);
  });

  it('stores the language and refuses one the portal does not speak', async () => {
    expect((await post('sanne', 'customer/language', { language: 'en' })).statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom('customers')
      .select('language')
      .where('username', '=', demoLogins.vandijkSecond.username)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    expect((await post('sanne', 'customer/language', { language: 'fr' })).statusCode).toBe(400);
  });
});
