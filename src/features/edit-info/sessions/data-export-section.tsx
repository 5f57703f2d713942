import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/query-keys';
import { formatDate } from '../../../lib/format';
import { usePortal } from '../../../ui/portal-context';
import { AccountSection } from './account-section';
import { downloadBlob } from '../../../ui/download-blob';
import { dataExportQuery, fetchDataExportFile, requestDataExport } from '../api/data-export-api';

/**
 * The customer's data to take away (issue 39): one tap asks for the archive (useMutation, decision
 * record 052), the state is read again while it is prepared, and a ready one downloads from here.
 */
export function DataExportSection() {
  const { t } = useTranslation('sessions');
  const { address } = usePortal();
  const queryClient = useQueryClient();
  const state = useQuery(dataExportQuery());
  const [failed, setFailed] = useState(false);
  const request = useMutation({
    mutationFn: requestDataExport,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.dataExport, answer),
    onError: () => setFailed(true),
  });
  const current = state.data ?? null;
  const download = async (id: number, day: string) => {
    try {
      downloadBlob(await fetchDataExportFile(id), `mijn-gegevens-${day}`, 'zip');
    } catch {
      setFailed(true);
    }
  };
  return (
    <AccountSection id="data-export-title" title={t('export_title', { context: address })} intro={t('export_intro', { context: address })}>
      {current?.status === 'pending' && <Alert severity="info">{t('export_pending')}</Alert>}
      {current?.status === 'expired' && <Typography variant="body2">{t('export_expired')}</Typography>}
      {current?.status === 'ready' && (
        <>
          <Typography variant="body2">
            {t('export_ready', { date: formatDate(current.ready_at, 'long'), until: formatDate(current.expires_at, 'long') })}
          </Typography>
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => void download(current.id, (current.ready_at ?? '').slice(0, 10))}>
            {t('export_download')}
          </Button>
        </>
      )}
      {current?.status !== 'pending' && current?.status !== 'ready' && state.isSuccess && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} loading={request.isPending} onClick={() => request.mutate()}>
          {t('export_request')}
        </Button>
      )}
      {failed && <Alert severity="error">{t('export_failed')}</Alert>}
    </AccountSection>
  );
}
