import { CALCULATOR_PARAM, type CalculatorName } from '../../../lib/calculators';

type UpdateText = 'watch_update_text' | 'watch_update_text_home_income' | 'watch_update_text_home_obligations' | 'watch_update_text_home';
type WatchText = UpdateText | 'watch_explore_text' | 'watch_explore_text_calculators' | 'watch_contact_text';

export interface WatchStep {
  key: 'update' | 'explore' | 'contact';
  /** The step's text key (its formal twin is picked by the office's context). */
  text: WatchText;
  /** Where its button goes: a screen, a calculator's drawer or a card on the page; none when hidden. */
  to: string | null;
}

interface Offered {
  incomes: boolean;
  obligations: boolean;
  calculators: readonly CalculatorName[];
}

/**
 * The hypotheekwacht's steps as the office offers them: the data to check names only what the
 * office shows (the home always), exploring opens the scenarios when the office has them, else
 * the calculators card, and is left out when the office has no calculator at all.
 */
export function watchSteps(offered: Offered, editPath: string | null, contactPath: string | null): WatchStep[] {
  const text: UpdateText =
    offered.incomes && offered.obligations
      ? 'watch_update_text'
      : offered.incomes
        ? 'watch_update_text_home_income'
        : offered.obligations
          ? 'watch_update_text_home_obligations'
          : 'watch_update_text_home';
  const update: WatchStep = { key: 'update', text, to: editPath };
  const contact: WatchStep = { key: 'contact', text: 'watch_contact_text', to: contactPath };
  if (offered.calculators.length === 0) return [update, contact];
  const scenarios = offered.calculators.includes('scenarios');
  const explore: WatchStep = scenarios
    ? { key: 'explore', text: 'watch_explore_text', to: `?${CALCULATOR_PARAM}=scenarios` }
    : { key: 'explore', text: 'watch_explore_text_calculators', to: '#calculators' };
  return [update, explore, contact];
}
