import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { AddressContext } from '../../lib/formal-address';
import { MessageScreen } from '../../ui/message-screen';

/** Core §2, §8: the server-overload page; a 503 means planned maintenance. */
export function ServerTrouble({ status, onRetry, context }: { status: number | null; onRetry: () => void; context: AddressContext }) {
  const { t } = useTranslation();
  const maintenance = status === 503;
  return (
    <MessageScreen
      role="alert"
      title={t(maintenance ? 'maintenance_title' : 'overload_title')}
      body={t(maintenance ? 'maintenance_body' : 'overload_body', { context })}
      action={
        <Button variant="contained" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
