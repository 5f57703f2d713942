// Lines of an office import (openapi/components/office-import.yaml) made up for the import
// benchmark and the import tests: one function per record kind, so a kind the import learns is
// one more function and one more field in `importLine`.
import { pdf } from '../../src/server/seed/files';
import { mortgage as officeMortgage, part } from './mortgage-body';

type Json = Record<string, unknown>;

const pad = (n: number) => String(n).padStart(6, '0');

export function customer(n: number): Json {
  return {
    username: `klant.${pad(n)}@example.nl`,
    language: 'nl',
    two_factor: false,
    salutation: 'Mevrouw',
    first_name: 'Anna',
    last_name: `Smit ${pad(n)}`,
    date_of_birth: '1988-03-02',
    sex: 'female',
    mobile: '0612345678',
    addresses: [{ street_name: 'Oudegracht', number: 1 + (n % 200), postcode: '3511 AB', city: 'Utrecht', active: true }],
    partner: { first_name: 'Bram', last_name: `Smit ${pad(n)}`, date_of_birth: '1987-07-19', sex: 'male' },
    children: [],
  };
}

/** A running mortgage of three loan parts, no application steps. */
export const mortgage = (n: number): Json =>
  officeMortgage({
    hypotheeknummer: `HYP-${pad(n)}`,
    status_description: 'Lopend',
    datumAanvraag: '2026-01-20',
    mortgageParts: [part('1', 200000), part('2', 150000), part('3', 50000)],
    progress: [],
  });

export function policy(n: number, name: string): Json {
  return {
    name,
    descriptions: [{ label: 'Dekking', value: 'Uitgebreid' }],
    is_package: false,
    children: [],
    start_date: '2026-01-01',
    expiration_date: null,
    contract_expiration_date: '2027-01-01',
    package_number: null,
    contract_number: `POL-${pad(n)}-${name}`,
    insured_amounts: [{ label: 'Verzekerd bedrag', value: 350000 }],
    claim_free_years: 3,
    mutation_code: null,
    view_group_name: 'Wonen',
    branche_group_name: name,
    total_term_amount: 24.5,
    payment_term: 1,
    monthly_term_amount: 24.5,
    status: 'Actief',
    active: true,
    duration: 12,
  };
}

export function message(n: number, i: number): Json {
  return { subject: `Bericht ${i}`, message: `Beste klant ${pad(n)}, dit is bericht ${i} over uw hypotheek.` };
}

export function task(n: number, i: number): Json {
  return { title: `Taak ${i}`, status: i === 1 ? 'finished' : 'open', description: `Stuur stuk ${i} voor dossier ${pad(n)}.`, date: '2026-12-15', time: null };
}

/** A one-page PDF of about 20 KB (its text padded out), base64 encoded as a line carries it. */
export function document(n: number, i: number): Json {
  const text = Array.from({ length: 290 }, (_, row) => `Dossier ${pad(n)}, stuk ${i}, regel ${row + 1}: opvulling voor de importproef.`);
  return { name: `Stuk ${i} ${pad(n)}.pdf`, category: 'klanten', content: pdf(text).content.toString('base64') };
}

const numbered = (count: number, ref: string, make: (i: number) => Json) =>
  Array.from({ length: count }, (_, index) => ({ ref: `${ref}-${index + 1}`, record: make(index + 1) }));

/** One customer's line: a partner, a mortgage of three loan parts, two policies, five messages, two tasks and three documents. */
export function importLine(n: number, refPrefix = 'BENCH'): Json {
  const ref = `${refPrefix}-${pad(n)}`;
  return {
    ref,
    customer: customer(n),
    mortgages: [{ ref: `${ref}-H1`, record: mortgage(n) }],
    policies: [
      { ref: `${ref}-P1`, record: policy(n, 'Opstal') },
      { ref: `${ref}-P2`, record: policy(n, 'Inboedel') },
    ],
    messages: numbered(5, `${ref}-M`, (i) => message(n, i)),
    tasks: numbered(2, `${ref}-T`, (i) => task(n, i)),
    documents: numbered(3, `${ref}-D`, (i) => document(n, i)),
  };
}

/** The rows one line stores: the customer, its mortgage, its policies, messages, tasks and documents. */
export const rowsPerLine = 14;
