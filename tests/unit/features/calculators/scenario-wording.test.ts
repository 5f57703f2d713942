// The scenarios' wording (issue 25): each result names whom it is about, the death scenario says
// who dies and who is left, the verdict is about the household or the one left in the home, and
// the headline says which situations drive it; informal (je) and formal (u) alike.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../../../locales/resources';
import { formatMoney } from '../../../../src/lib/format';
import {
  caseText,
  differenceText,
  headline,
  keepsTitle,
  type Household,
  lifeCovers,
  survivorPension,
  type Translate,
  verdictText,
  whoIs,
} from '../../../../src/features/calculators/scenario-wording';
import type { components } from '../../../../generated/portal';

const i18n = createInstance();
void i18n.init({ resources, lng: 'nl', ns: namespaces, defaultNS: 'calculators', initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('nl', 'calculators') as unknown as Translate;

const couple: Household = { applicant: 'Jan', partner: 'Eva', hasPartner: true };
const single: Household = { applicant: 'Sanne', partner: null, hasPartner: false };
const DATE = '1 december 2026';

describe('whoIs', () => {
  it('speaks to the customer as je/u and names the partner by first name (issue 42 item 4)', () => {
    expect(whoIs('applicant', couple, undefined, t)).toBe('jij');
    expect(whoIs('applicant', couple, 'u', t)).toBe('u');
    expect(whoIs('partner', couple, undefined, t)).toBe('Eva');
    expect(whoIs('partner', couple, 'u', t)).toBe('Eva');
  });

  it('falls back to the pronoun without a known first name', () => {
    const unnamed: Household = { applicant: null, partner: ' ', hasPartner: true };
    expect(whoIs('applicant', unnamed, 'u', t)).toBe('u');
    expect(whoIs('partner', unnamed, undefined, t)).toBe('je partner');
  });
});

describe('the death scenario', () => {
  it("says who dies and who is left behind: the customer's result is the partner's death", () => {
    expect(caseText('death', 'applicant', couple, DATE, undefined, t)).toBe('Als Eva overlijdt en jij achterblijft');
    expect(caseText('death', 'partner', couple, DATE, undefined, t)).toBe('Als je overlijdt en Eva achterblijft');
    expect(caseText('death', 'partner', couple, DATE, 'u', t)).toBe('Als u overlijdt en Eva achterblijft');
  });

  it('gives the verdict about the one left in the home, never "je" to the one who died', () => {
    expect(verdictText('death', 'applicant', true, couple, undefined, t)).toBe('Waarschijnlijk kun je blijven wonen');
    expect(verdictText('death', 'applicant', true, couple, 'u', t)).toBe('Waarschijnlijk kunt u blijven wonen');
    expect(verdictText('death', 'partner', false, couple, undefined, t)).toBe('Eva kan waarschijnlijk niet blijven wonen');
    expect(verdictText('death', 'partner', 'maybe', couple, 'u', t)).toBe('Eva kan misschien blijven wonen');
  });

  it('counts the partner pension the engine used and lists life cover as not counted', () => {
    expect(survivorPension({ rules_year: 2026, rules: [{ rule: 'survivor_pension', source: 'x', value: 9600 }], inputs: {}, figures: {} })).toBe(9600);
    expect(survivorPension({ rules_year: 2026, rules: [{ rule: 'survivor_pension', source: 'x', value: 0 }], inputs: {}, figures: {} })).toBeNull();
    const policy = (view: string | null, active: boolean) =>
      ({
        name: 'Overlijdensrisicoverzekering',
        view_group_name: view,
        active,
        insured_amounts: [{ label: 'Verzekerd kapitaal', value: 250000 }],
        agency: { sender_name: 'Nationale-Nederlanden', receiver_name: null },
      }) as unknown as components['schemas']['Policy'];
    expect(lifeCovers([policy('Levensverzekering/risico', true), policy('Levensverzekering/risico', false), policy('Auto', true)])).toEqual([
      { name: 'Overlijdensrisicoverzekering', insurer: 'Nationale-Nederlanden', amount: 250000 },
    ]);
  });
});

describe('other scenarios', () => {
  it('name whom the event happens to, and give the household verdict', () => {
    expect(caseText('retirement', 'partner', couple, DATE, undefined, t)).toBe(`Als Eva met pensioen gaat (${DATE})`);
    expect(caseText('retirement', 'applicant', couple, DATE, undefined, t)).toBe(`Als je met pensioen gaat (${DATE})`);
    expect(verdictText('retirement', 'partner', true, couple, undefined, t)).toBe('Waarschijnlijk kunnen jullie blijven wonen');
    expect(verdictText('retirement', 'partner', true, couple, 'u', t)).toBe('Waarschijnlijk kunnen u en uw partner blijven wonen');
  });

  it('address a single customer directly', () => {
    expect(caseText('unemployment', 'applicant', single, DATE, 'u', t)).toBe(`Als u werkloos wordt (${DATE})`);
    expect(caseText('unemployment', 'applicant', single, DATE, undefined, t)).toBe(`Als je werkloos wordt (${DATE})`);
    expect(verdictText('death', 'applicant', true, single, 'u', t)).toBe('Waarschijnlijk kunt u blijven wonen');
    expect(caseText('death', 'applicant', single, DATE, undefined, t)).toContain('geen partner');
  });
});

describe('moving and differences (issue 42 item 4)', () => {
  it('gives moving a verdict about moving, never about staying', () => {
    expect(verdictText('move', 'applicant', true, couple, undefined, t)).toBe('Waarschijnlijk kunnen jullie met deze hypotheek verhuizen');
    expect(verdictText('move', 'applicant', false, single, 'u', t)).toBe('Waarschijnlijk kunt u niet met deze hypotheek verhuizen');
  });

  it('says a difference with today in words', () => {
    const money = (amount: number) => formatMoney(amount, 2, 'nl');
    expect(differenceText(-1905.81, money, t)).toBe('€\u00a01.905,81 lager dan nu');
    expect(differenceText(12, money, t)).toBe('€\u00a012,00 hoger dan nu');
    expect(differenceText(-0.001, money, t)).toBe('gelijk aan nu');
  });

  it('heads what the survivor keeps for the customer as je/u', () => {
    expect(keepsTitle('applicant', couple, undefined, t)).toBe('Wat je overhoudt');
    expect(keepsTitle('partner', couple, 'u', t)).toBe('Wat Eva overhoudt');
  });
});

describe('headline', () => {
  it("is the household's worst outcome and names the situations that drive it", () => {
    const result = headline(
      [
        { key: 'retirement', person: 'applicant', livable: true, date: DATE },
        { key: 'death', person: 'applicant', livable: true, date: DATE },
        { key: 'death', person: 'partner', livable: false, date: DATE },
      ],
      couple,
      undefined,
      t,
    );
    expect(result.outcome).toBe('false');
    expect(result.text).toBe('In 1 van de 3 situaties kunnen jullie waarschijnlijk niet blijven wonen');
    expect(result.drivers).toEqual(['Overlijden: Als je overlijdt en Eva achterblijft']);
  });

  it('says every situation is fine when it is, formally for a single customer', () => {
    const result = headline([{ key: 'move', person: 'applicant', livable: true, date: DATE }], single, 'u', t);
    expect(result).toEqual({ outcome: 'true', text: 'Waarschijnlijk kunt u in elke situatie blijven wonen', drivers: [] });
  });
});
