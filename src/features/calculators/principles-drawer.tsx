import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import * as rules from '../../lib/advice/rules/2026';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { CalculatorDrawerFrame } from './drawer-frame';

const SECTIONS = ['income', 'mortgage', 'other', 'retirement', 'death', 'break_up', 'unemployment', 'incapacity'] as const;

/** The calculation principles (advice §2), written from the same rules tables the engine computes with. */
export function PrinciplesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('calculators');
  const [firstBand, firstRate] = rules.incomeTaxBeforeAow[0]!;
  const values = {
    year: rules.rulesYear,
    rate: formatPercent(firstRate),
    band: formatMoney(firstBand, 0),
    months: rules.annuityMonths,
    testRate: formatPercent(rules.testRate.percent),
    nhg: formatMoney(rules.nhgLimit, 0),
    free: formatPercent(rules.penaltyFreePercentage, 0),
    deductionEnd: formatDate(rules.assumedDeductionEnd, 'long'),
    term: rules.newInterestOnlyMonths,
    single: formatMoney(rules.aowYearly.single, 0),
    partner: formatMoney(rules.aowYearly.perPartner, 0),
    anw: formatMoney(rules.anwYearly, 0),
    first: formatPercent(rules.unemployment.firstMonthsShare * 100, 0),
    later: formatPercent(rules.unemployment.laterShare * 100, 0),
    dayWage: formatMoney(rules.maxDailyWage.perDay),
    after: rules.incapacity.startsAfterMonths,
    benefit: formatPercent(rules.incapacity.benefitShare * 100, 0),
  };
  return (
    <CalculatorDrawerFrame open={open} title={t('principles_title')} onClose={onClose} width={480}>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
            {t(`principles_${section}`)}
          </Typography>
          <Typography variant="body2">
            {t(`principles_${section}_text`, { ...values, months: section === 'unemployment' ? rules.unemployment.firstMonths : values.months })}
          </Typography>
        </section>
      ))}
    </CalculatorDrawerFrame>
  );
}
