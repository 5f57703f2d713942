import { describe, expect, it } from 'vitest';
import { watchSteps } from '../../../../src/features/dashboard/components/watch-steps';

const all = { incomes: true, obligations: true, calculators: ['scenarios', 'refinance'] as const };

describe('the hypotheekwacht steps', () => {
  it('promise income, home and obligations, and the scenarios, where the office offers them all', () => {
    expect(watchSteps({ ...all, calculators: [...all.calculators] }, '/gegevens', '/contact')).toEqual([
      { key: 'update', text: 'watch_update_text', to: '/gegevens' },
      { key: 'explore', text: 'watch_explore_text', to: '?rekenhulp=scenarios' },
      { key: 'contact', text: 'watch_contact_text', to: '/contact' },
    ]);
  });

  it('name only the data the office shows', () => {
    const text = (incomes: boolean, obligations: boolean) => watchSteps({ incomes, obligations, calculators: ['scenarios'] }, null, null)[0]!.text;
    expect(text(true, false)).toBe('watch_update_text_home_income');
    expect(text(false, true)).toBe('watch_update_text_home_obligations');
    expect(text(false, false)).toBe('watch_update_text_home');
  });

  it('point at the calculators card without scenarios, and leave exploring out without any calculator', () => {
    expect(watchSteps({ ...all, calculators: ['maximum_mortgage'] }, null, null)[1]).toEqual({
      key: 'explore',
      text: 'watch_explore_text_calculators',
      to: '#calculators',
    });
    expect(watchSteps({ ...all, calculators: [] }, null, null).map((step) => step.key)).toEqual(['update', 'contact']);
  });
});
