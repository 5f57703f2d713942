// Demo refinance rates: a 2026-like yield curve per fixed-rate period, shifted per lender by a
// fixed offset, for the product lines of the HDN table. Some products offer only some periods,
// so the portal's "products without the period are dropped" shows. Demo values, not market data.
import { hdnCompanies } from './hdn-companies';

const curve: Record<number, number> = { 12: 4.1, 60: 3.65, 120: 3.8, 180: 3.95, 240: 4.05, 360: 4.15 };

export interface DemoRate {
  hdn_code: string;
  product_line_id: number;
  product_line_name: string;
  period_months: number;
  rate: number;
}

export const demoLenderRates: DemoRate[] = hdnCompanies.flatMap((company, companyIndex) =>
  company.labels
    .filter((label) => label.product_id !== null)
    .flatMap((label, labelIndex) => {
      // Offsets between -0.25 and +0.23 points, stable per lender and product line.
      const offset = (((companyIndex * 7 + labelIndex * 3) % 13) - 6) * 0.04;
      // Every third product line offers no 1- or 30-year period; every fifth no 15-year period.
      const periods = Object.keys(curve).map(Number).filter((months) =>
        !((companyIndex + labelIndex) % 3 === 0 && (months === 12 || months === 360)) &&
        !((companyIndex + labelIndex) % 5 === 0 && months === 180));
      return periods.map((period_months) => ({
        hdn_code: company.data.hdn_code,
        product_line_id: label.product_id!,
        product_line_name: label.name,
        period_months,
        rate: Math.round((curve[period_months]! + offset) * 100) / 100,
      }));
    }),
);

/**
 * Demo early-repayment terms: the penalty-free percentage a year of the original loan. Most lenders
 * allow 10 %; a few demo lenders 15 or 20 %, and some have no row, so the default shows too.
 */
export const demoLenderTerms: { hdn_code: string; penalty_free_percentage: number }[] = [
  ...['ABN', 'RAB', 'ING', 'SNS', 'ASN', 'RGB', 'OBV', 'ARG', 'BLG', 'AEG', 'NN', 'ACH'].map((hdn_code) => ({ hdn_code, penalty_free_percentage: 10 })),
  ...['FLO', 'MUN', 'HYT', 'VEN'].map((hdn_code) => ({ hdn_code, penalty_free_percentage: 15 })),
  ...['TLP', 'MER'].map((hdn_code) => ({ hdn_code, penalty_free_percentage: 20 })),
];
