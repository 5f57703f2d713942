// The state handed to the maximum-mortgage and sustainability widgets (advice §7, §9), built from
// the customer's data: birth date parts, name, contact, gross monthly income (gross annual / 12.96,
// floored), obligations and the address. A partner counts as employed only with an income above 0.
import type { components } from '../../../generated/portal';
import { creditLimitMonthlyShare } from '../../lib/advice/rules/2026';
import type { WidgetPerson, WidgetState } from '../../widgets/widget-base';

type Schemas = components['schemas'];
const MONTHLY_DIVISOR = 12.96;

const monthly = (annual: number | null | undefined) => Math.floor((annual ?? 0) / MONTHLY_DIVISOR);

function birthParts(date: string | null | undefined) {
  const [year, month, day] = (date ?? '').split('-').map(Number);
  return { birth_day: day || null, birth_month: month || null, birth_year: year || null };
}

function customerPerson(customer: Schemas['Customer']): WidgetPerson {
  return {
    ...birthParts(customer.date_of_birth),
    first_name: customer.first_name ?? customer.initials ?? '',
    insertion: customer.suffix,
    last_name: customer.last_name,
    email: customer.email_address ?? customer.username,
    phone: customer.mobile ?? customer.phone,
    income: monthly(customer.gross_annual_income),
    employed: true,
  };
}

function partnerPerson(partner: Schemas['Partner']): WidgetPerson {
  const income = monthly(partner.gross_annual_income);
  return {
    ...birthParts(partner.date_of_birth),
    first_name: partner.first_name ?? partner.initials ?? '',
    insertion: partner.suffix,
    last_name: partner.last_name,
    email: partner.email_address,
    phone: partner.mobile ?? partner.phone,
    income,
    employed: income > 0,
  };
}

export function widgetState(
  customer: Schemas['Customer'],
  partner: Schemas['Partner'] | null,
  obligations: Schemas['Obligation'][],
  living: Schemas['Living'] | null,
): WidgetState {
  const monthlyOf = (...types: Schemas['Obligation']['type'][]) =>
    obligations.filter((obligation) => types.includes(obligation.type)).reduce((sum, obligation) => sum + obligation.monthly_amount, 0);
  return {
    applicant: customerPerson(customer),
    partner: partner ? partnerPerson(partner) : null,
    obligations: {
      student_debt_monthly: Math.round(monthlyOf('study_loan', 'study_advance')),
      // The widget asks for credit limits; a known monthly charge is 2 % of its limit (BKR norm).
      credit_limits: Math.round(monthlyOf('personal_loan', 'ongoing_credit', 'payment_account_with_negative_balance') / creditLimitMonthlyShare),
    },
    address: {
      postal_code: living?.postcode ?? null,
      house_number: living?.number ?? null,
      addition: living?.number_addition ?? living?.number_letter ?? null,
      city: living?.city ?? null,
      energy_label: living?.energy_label ? living.energy_label.replace(/\+/g, '_plus') : null,
      market_value: living?.market_value ?? null,
    },
  };
}
