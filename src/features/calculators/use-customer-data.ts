// The customer's data the calculators compute with, read through the shared portal queries.
import { useMemo } from 'react';
import { usePortalData } from '../../api/portal-data';
import type { CustomerData } from './advice-requests';

const NONE: never[] = [];

export function useCustomerData() {
  const customer = usePortalData('customer');
  const family = usePortalData('family');
  const living = usePortalData('living');
  const mortgages = usePortalData('mortgages');
  const obligations = usePortalData('obligations');
  const retirements = usePortalData('retirements');
  const partnerRetirements = usePortalData('partnerRetirements');
  // A query the office switched off stays idle (not loading): it counts as empty.
  const loading = [customer, family, living, mortgages, obligations, retirements, partnerRetirements].some((query) => query.isLoading);
  // One object per change of the underlying data: the calculators recompute when it changes.
  const data = useMemo<CustomerData | null>(
    () =>
      customer.data
        ? {
            customer: customer.data,
            partner: family.data?.partner ?? null,
            children: family.data?.children ?? [],
            living: living.data ?? null,
            obligations: obligations.data ?? [],
            retirements: retirements.data ?? [],
            partnerRetirements: partnerRetirements.data ?? [],
          }
        : null,
    [customer.data, family.data, living.data, obligations.data, retirements.data, partnerRetirements.data],
  );
  return {
    loading,
    data,
    mortgages: mortgages.data ?? NONE,
    customer: customer.data ?? null,
    partner: family.data?.partner ?? null,
    obligations: obligations.data ?? NONE,
  };
}
