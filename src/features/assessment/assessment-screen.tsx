import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePortalData } from '../../api/portal-data';
import { usePathOf, usePortal } from '../../ui/portal-context';
import { RetryAlert } from '../../ui/retry-alert';
import { useAssessment } from './use-assessment';

/** What is retrieved when the address names nothing else (core §2: for example mortgage_pension). */
const DEFAULT_RETRIEVAL_TYPE = 'mortgage_pension';

// The inventory's frame address on our server: it serves the stand-in page or redirects to the
// configured outside service (INVENTORY_URL), so the portal frames one same-origin address.
const frameUrl = (token: string, language: string) => `/inventory/frame?${new URLSearchParams({ token, lang: language })}`;

/** The inventory tells it is done with a message { type: 'inventory_completed' } from its frame. */
const isCompletion = (data: unknown) => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'inventory_completed';

function Retrieval({ type, partner }: { type: string; partner: boolean }) {
  const { t, i18n } = useTranslation('sections');
  const { address } = usePortal();
  const navigate = useNavigate();
  const dashboard = usePathOf('dashboard') ?? '/';
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, send] = useAssessment({ type, partner });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isCompletion(event.data)) send({ type: 'COMPLETED' });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [send]);

  useEffect(() => {
    if (state.matches('done')) void navigate(dashboard);
  }, [state, navigate, dashboard]);

  if (state.matches('requesting')) return <CircularProgress aria-label={t('loading')} />;
  if (state.matches('failed')) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })}>
        {t('retrieval_token_error')}
      </RetryAlert>
    );
  }
  if (state.matches('splash') || state.matches('refreshing') || state.matches('done')) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8, textAlign: 'center' }}>
        {/* The status's words below say what it waits for. */}
        <CircularProgress aria-hidden />
        <Typography variant="h6">{t('retrieval_done', { context: address })}</Typography>
        <Typography color="text.secondary">{t('retrieval_processing', { context: address })}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {state.matches({ framing: 'unresponsive' }) && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY' })}>
              {t('retry')}
            </Button>
          }
        >
          {t('retrieval_timeout')}
        </Alert>
      )}
      {state.context.token && (
        <Box
          component="iframe"
          ref={frame}
          src={frameUrl(state.context.token, i18n.language)}
          title={t('retrieval_frame')}
          onLoad={() => send({ type: 'FRAME_LOADED' })}
          sx={{ width: '100%', height: { xs: 520, md: 600 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        />
      )}
    </Stack>
  );
}

/** Data retrieval (advice §2 portaal, `/portaal/:type?partner=true`): the inventory in a frame. */
export function AssessmentScreen({ title }: { title: string }) {
  const { t } = useTranslation('sections');
  const { address } = usePortal();
  const { type } = useParams();
  const [search] = useSearchParams();
  const partner = search.get('partner') === 'true';
  const family = usePortalData('family', partner);
  const kind = type && /^[a-z_]{1,50}$/.test(type) ? type : DEFAULT_RETRIEVAL_TYPE;
  const partnerName = family.data?.partner?.first_name ?? '';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {partner ? t('retrieval_intro_partner', { name: partnerName, context: address }) : t('retrieval_intro', { context: address })}
      </Typography>
      {/* A new type or person is a new retrieval: the key starts the flow afresh. */}
      <Retrieval key={`${kind}-${partner}`} type={kind} partner={partner} />
    </Container>
  );
}
