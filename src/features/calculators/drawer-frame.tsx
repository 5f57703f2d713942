import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer } from '../../ui/detail-drawer';

/** A calculator's drawer: from the right, full width up to 768 px (core §2), a named dialog. */
export function CalculatorDrawerFrame({
  open,
  title,
  onClose,
  width = 640,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('calculators');
  return (
    <DetailDrawer open={open} title={title} onClose={onClose} closeLabel={t('close')} width={{ xs: '100%', md: width }}>
      {children}
    </DetailDrawer>
  );
}
