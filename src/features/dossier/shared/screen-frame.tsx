import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetryFailedReads, useServerUnreachable } from '../../../api/use-reachability';
import { LoadFailure } from '../../../ui/load-failure';

/** The frame of a dossier screen: its title as page heading, then loading, a failure with its retry, or content. */
export function ScreenFrame({
  title,
  loading,
  failed,
  action,
  children,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('dossier');
  const unreachable = useServerUnreachable();
  const retry = useRetryFailedReads();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ flex: '1 1 12rem', overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {loading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : failed ? (
        <LoadFailure unreachable={unreachable} message={t('load_error')} onRetry={retry} />
      ) : (
        children
      )}
    </Container>
  );
}
