import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../lib/unreachable';
import { LoadFailure } from './load-failure';

interface Query {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Whether the screen still waits, and whether any of its reads failed. */
export function queriesState(queries: readonly Query[]) {
  return {
    loading: queries.some((query) => query.isLoading),
    failed: queries.some((query) => query.isError),
    unreachable: queries.some((query) => query.isError && isUnreachable(query.error)),
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}

/**
 * The frame of a screen that reads server data: its title as page heading, then a spinner, a
 * failure with a retry button (a failed read must not leave a blank page), or the content.
 * `queries` are the reads the content needs; an idle (switched-off) read counts as done.
 */
export function DataScreen({ title, queries, action, children }: { title: string; queries: readonly Query[]; action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('sections');
  const { loading, failed, unreachable, retry } = queriesState(queries);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {/* Breaks between words: the action wraps below a heading that would not fit beside it. */}
        <Typography component="h1" variant="h4" sx={{ flex: '1 1 12rem', overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {failed ? (
        <LoadFailure unreachable={unreachable} message={t('load_error')} onRetry={retry} />
      ) : loading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : (
        children
      )}
    </Container>
  );
}
