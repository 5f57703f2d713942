import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, Suspense, useDeferredValue, useState } from 'react';
import { lazyWithPreload } from '../../../ui/lazy-with-preload';
import { useTranslation } from 'react-i18next';
import { useMarkSeen } from '../../../api/mark-seen';
import { useOpenedItemCalls } from '../../../api/opened-item-calls';
import { EmptyState } from '../../../ui/empty-state';
import { NativeSelectField, type NativeSelectFieldProps } from '../../../ui/native-select-field';
import { useOpenedItem } from '../../../ui/opened-item';
import { usePortal } from '../../../ui/portal-context';
import { useRenderedCount } from '../../../ui/use-rendered-count';
import { filterFeed, mergeFeed, NO_FILTERS, type FeedFilters } from '../feed';
import { useFeedSources } from '../use-feed-sources';
import { FeedCard } from './feed-card';

// Not part of the feed's first paint: fetched when a request is first opened.
const RequestDialog = lazyWithPreload(() => import('./request-dialog').then((module) => ({ default: module.RequestDialog })));

// The device's own picker for the three filters (native-select-field.tsx says why).
function FilterSelect<Value extends string>(props: Omit<NativeSelectFieldProps<Value>, 'size' | 'sx'>) {
  return <NativeSelectField size="small" sx={{ minWidth: 150 }} {...props} />;
}

/**
 * The feed's title and its three filters. Memoised: they do not change when an answer arrives,
 * and each arriving answer renders the feed again at once (React Query's store updates are not
 * deferred), where these form fields were most of that render's work.
 */
const FeedHeading = memo(function FeedHeading({
  filters,
  onChange,
  damages,
}: {
  filters: FeedFilters;
  onChange: (filters: FeedFilters) => void;
  damages: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}>
      <Typography id="feed-title" component="h2" variant="h6">
        {t('feed_title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <FilterSelect
          label={t('filter_messages')}
          value={filters.messages}
          onChange={(messages) => onChange({ ...filters, messages })}
          options={[
            { value: 'all', label: t('filter_messages_all') },
            { value: 'unread', label: t('filter_messages_unread') },
            { value: 'read', label: t('filter_messages_read') },
          ]}
        />
        <FilterSelect
          label={t('filter_tasks')}
          value={filters.tasks}
          onChange={(tasks) => onChange({ ...filters, tasks })}
          options={[
            { value: 'all', label: t('filter_tasks_all') },
            { value: 'open', label: t('filter_tasks_open') },
            { value: 'finished', label: t('filter_tasks_finished') },
          ]}
        />
        {/* Offices that do not share policies have no damages to filter. */}
        {damages && (
          <FilterSelect
            label={t('filter_damages')}
            value={filters.damages}
            onChange={(damages) => onChange({ ...filters, damages })}
            options={[
              { value: 'all', label: t('filter_damages_all') },
              { value: 'open', label: t('filter_damages_open') },
              { value: 'finished', label: t('filter_damages_finished') },
            ]}
          />
        )}
      </Stack>
    </Stack>
  );
});

/** Cards in the feed's first paint, what a phone or a laptop shows at once; the rest follow on idle. */
const FIRST_PAINT_CARDS = 5;

/** The overview feed with its three filters (core §2). */
export function FeedSection() {
  const { t } = useTranslation('dashboard');
  const { address, resolved } = usePortal();
  const sources = useFeedSources();
  const [filters, setFilters] = useState<FeedFilters>(NO_FILTERS);
  const [requestId, setRequestId] = useState<number | null>(null);
  // Once opened the dialog stays mounted, so closing plays its exit transition.
  const [requestUsed, setRequestUsed] = useState(false);
  const { open, dialogs } = useOpenedItem(useOpenedItemCalls());
  const markSeen = useMarkSeen();

  const feed = mergeFeed({
    mortgages: sources.mortgages.data,
    tasks: sources.tasks.data,
    damages: sources.damages.data,
    signals: sources.signals.data,
    notes: sources.notes.data,
    mails: sources.mails.data?.data,
  });
  const shown = filterFeed(feed, filters);
  // The cards come in as a deferred update, in slices, not in the one task an answer arrives in.
  const loading = useDeferredValue(Object.values(sources).some((query) => query.isLoading));
  const rendered = useRenderedCount(!loading, FIRST_PAINT_CARDS);
  const request = sources.mortgages.data?.find((mortgage) => mortgage.id === requestId) ?? null;

  const openRequest = (id: number) => {
    setRequestId(id);
    setRequestUsed(true);
    const mortgage = sources.mortgages.data?.find((candidate) => candidate.id === id);
    if (mortgage && !mortgage.seen_by_customer) markSeen.mutate({ model: 'mortgage', id });
  };

  return (
    <Box component="section" aria-labelledby="feed-title">
      <FeedHeading filters={filters} onChange={setFilters} damages={resolved.data.damages} />
      {loading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : shown.length === 0 ? (
        <EmptyState text={t('feed_empty', { context: address })} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.slice(0, rendered).map((item) => (
            <li key={item.key} data-kind={item.kind} data-warning={item.warning || undefined}>
              <FeedCard item={item} onOpen={open} onOpenRequest={openRequest} />
            </li>
          ))}
        </Stack>
      )}
      {requestUsed && (
        <Suspense fallback={null}>
          <RequestDialog mortgage={request} onClose={() => setRequestId(null)} />
        </Suspense>
      )}
      {dialogs}
    </Box>
  );
}
