import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardCardName } from '../../config';
import { usePortal } from '../../ui/portal-context';
import { useIdleAfter } from '../../ui/use-rendered-count';
import { useFeedSources } from './use-feed-sources';

// Where each card sits on a wide screen; the config's order holds within each area.
const TOP: readonly DashboardCardName[] = ['applicationStepper'];
const MAIN: readonly DashboardCardName[] = ['feed'];
const BOTTOM: readonly DashboardCardName[] = ['calculators'];

/**
 * Every card by its name. src/app hands the registry in, since the appointments card is another
 * feature's (a feature never imports another); a card name without a card fails to compile there.
 */
export type DashboardCards = Readonly<Record<DashboardCardName, ComponentType>>;

/** The overview (core §2): the cards the office shows, in the order screens.config.ts gives. */
export function DashboardScreen({ title, cards }: { title: string; cards: DashboardCards }) {
  const { t } = useTranslation('dashboard');
  const { resolved } = usePortal();
  // Asked for here, before the gate below, so the feed's answers load side by side.
  const { mortgages } = useFeedSources();
  // React draws an answer from the query cache at once, in one task; drawn as a deferred update
  // instead, the cards go up in slices and a slow phone stays responsive meanwhile.
  const loading = useDeferredValue(mortgages.isLoading);
  const card = (name: DashboardCardName) => {
    const Card = cards[name];
    return (
      <Box key={name}>
        <Card />
      </Box>
    );
  };
  // The cards beside and below the feed are asked for once the feed is on screen, and show together
  // once their code is in, each area in one step, so a card the customer is about to tap is not
  // pushed away by one arriving after it.
  const feedShown = useIdleAfter(!loading);
  const later = (names: readonly DashboardCardName[]) => feedShown && <Suspense fallback={null}>{names.map(card)}</Suspense>;
  const shown = resolved.dashboard;
  const area = (names: readonly DashboardCardName[]) => shown.filter((name) => names.includes(name));
  const aside = shown.filter((name) => ![...TOP, ...MAIN, ...BOTTOM].includes(name));
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {/*
        The application steppers go above the feed: waiting for the mortgages before showing
        either keeps the feed from being pushed down when they arrive (layout shift).
      */}
      {loading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : (
        <Stack spacing={3}>
          {area(TOP).map(card)}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
            <Stack spacing={3}>{area(MAIN).map(card)}</Stack>
            {/* The feed paints first; the side and bottom cards follow it. */}
            <Stack spacing={3} component="aside">
              {later(aside)}
            </Stack>
          </Box>
          {later(area(BOTTOM))}
        </Stack>
      )}
    </Container>
  );
}
