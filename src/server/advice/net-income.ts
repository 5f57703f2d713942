// Gross to net per person per year with the 2026 box-1 bands and the two main tax credits: close
// enough to compare a household's income before and after a scenario, which is all it is for.
import { sane } from './explanation';
import * as rules from '../../lib/advice/rules/2026';

export function incomeTax(gross: number, fromAow: boolean): number {
  const bands = fromAow ? rules.incomeTaxFromAow : rules.incomeTaxBeforeAow;
  let tax = 0;
  let lower = 0;
  for (const [upper, rate] of bands) {
    if (gross <= lower) break;
    tax += ((Math.min(gross, upper) - lower) * rate) / 100;
    lower = upper;
  }
  return tax;
}

function credits(gross: number, employment: number, fromAow: boolean): number {
  const credit = fromAow ? rules.generalCreditFromAow : rules.generalCredit;
  const general = Math.max(0, credit.max - Math.max(0, gross - credit.phaseOutFrom) * credit.phaseOutRate);
  const labour =
    employment <= 0
      ? 0
      : employment < rules.labourCredit.fullFrom
        ? (rules.labourCredit.max * employment) / rules.labourCredit.fullFrom
        : Math.max(0, rules.labourCredit.max - (employment - rules.labourCredit.fullFrom) * rules.labourCredit.phaseOutRate);
  return general + labour;
}

/** Net yearly income from a gross yearly income, of which `employment` is earned from work. */
export function netYearly(gross: number, employment: number, fromAow: boolean): number {
  const income = sane(gross);
  const tax = incomeTax(income, fromAow);
  return income - Math.max(0, tax - credits(income, Math.min(sane(employment), income), fromAow));
}
