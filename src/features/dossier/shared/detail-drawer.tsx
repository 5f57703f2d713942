import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer as Drawer } from '../../../ui/detail-drawer';

/** The detail drawer of a mortgage or policy: from the right, full width on a phone. */
export function DetailDrawer({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('dossier');
  return (
    <Drawer open={open} title={title} onClose={onClose} closeLabel={t('close')} width={{ xs: '100%', sm: 520 }}>
      {children}
    </Drawer>
  );
}
