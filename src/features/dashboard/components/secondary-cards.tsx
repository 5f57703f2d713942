/**
 * The overview's side and bottom cards: none is part of its first paint (the feed is), so they are
 * a chunk of their own that the dashboard loads once the feed's answers are in and the browser is
 * idle (dashboard-screen.tsx), with the totals' chart, the office's opening hours and the steppers.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import { mortgageSlices, policySlices } from '../totals';
import { CalculatorsCard } from './calculators-card';
import { HypotheekwachtCard } from './hypotheekwacht-card';
import { AccountManagerCard, VisitingAddressCard } from './office-contact-cards';
import { OpenNowBadge } from './open-now-badge';
import type { SecondaryCardName } from './secondary-card-names';
import { TotalsCard } from './totals-card';

function MortgageTotals() {
  const { t } = useTranslation('dashboard');
  const mortgages = usePortalData('mortgages');
  return (
    <TotalsCard
      title={t('mortgage_totals')}
      totalLabel={t('mortgage_totals_label')}
      slices={mortgageSlices(mortgages.data ?? [])}
      loading={mortgages.isLoading}
      emptyText={t('mortgage_totals_empty')}
    />
  );
}

function PolicyTotals() {
  const { t } = useTranslation('dashboard');
  const policies = usePortalData('policies');
  return (
    <TotalsCard
      title={t('policy_totals')}
      totalLabel={t('policy_totals_label')}
      slices={policySlices(policies.data ?? [])}
      loading={policies.isLoading}
      emptyText={t('policy_totals_empty')}
    />
  );
}

const CARDS: Record<SecondaryCardName, () => ReactNode> = {
  mortgageTotals: () => <MortgageTotals />,
  policyTotals: () => <PolicyTotals />,
  hypotheekwacht: () => <HypotheekwachtCard />,
  calculators: () => <CalculatorsCard />,
  openNow: () => <OpenNowBadge />,
  accountManager: () => <AccountManagerCard />,
  visitingAddress: () => <VisitingAddressCard />,
};

/** One secondary card by its name (the default export, for React.lazy). */
export default function SecondaryCard({ name }: { name: SecondaryCardName }) {
  return CARDS[name]();
}
