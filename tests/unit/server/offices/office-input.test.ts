import { describe, expect, it } from 'vitest';
import { officeFromInput } from '../../../../src/server/offices/office-input';

const least = { code: 'JANSEN', subdomain: 'jansen', primary_color: '#123456', secondary_color: '#ABCDEF' };

describe('officeFromInput', () => {
  it('completes an office from its code, sub-domain and colours, every other field not set', () => {
    const input = officeFromInput(least);
    expect(input).toMatchObject({
      ok: true,
      tenant: { ...least, name: 'jansen', logo: null, pronoun: null, show_policies: null, use_contact_email: false, offices: [] },
    });
  });

  it('keeps what the operator gives, the branches included', () => {
    const office = {
      id: 1,
      name: 'Jansen Zwolle',
      city: 'Zwolle',
      code: 'ZWL',
      street_name: 'Melkmarkt',
      house_number: 12,
      house_number_addition: null,
      postcode: '8011 MC',
      phone: '038 123 45 67',
      email: 'zwolle@jansen.nl',
      website: 'https://jansen.nl/zwolle',
      default_hours: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
      upcoming_hours: { '2026-12-25': [] },
    };
    const input = officeFromInput({ ...least, pronoun: 'JE', show_policies: false, offices: [office] });
    expect(input).toMatchObject({ ok: true, tenant: { pronoun: 'JE', show_policies: false, offices: [office] } });
  });

  it.each([
    [{ ...least, primary_color: 'blue' }, 'primary_color: must match pattern'],
    [{ ...least, code: 'jansen' }, 'code: must match pattern'],
    [{ ...least, show_income: 'true' }, 'show_income: must be boolean,null'],
    [{ ...least, colour: '#000000' }, '(office): must NOT have unevaluated properties "colour"'],
    [{ ...least, offices: [{ name: 'Zwolle', town: 'Zwolle' }] }, 'offices.0: must have required property'],
    [{ ...least, advies_widgets_scenarios_key: 'mine' }, 'advies_widgets_scenarios_key: widget keys are made by the server'],
    [{ ...least, name: 'jansen-advies' }, 'name: must equal subdomain'],
    [{ code: 'JANSEN', subdomain: 'jansen' }, "(office): must have required property 'primary_color'"],
  ])('refuses %o, naming the field', (given, problem) => {
    const input = officeFromInput(given);
    expect(input.ok).toBe(false);
    expect(input.ok ? [] : input.problems.join('\n')).toContain(problem);
  });

  it('refuses an unknown field of a branch', () => {
    const input = officeFromInput({ ...least, offices: [{ town: 'Zwolle' }] });
    expect(input.ok ? '' : input.problems.join('\n')).toContain('unevaluated properties "town"');
  });
});
