import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../api/portal-data';
import { useOpenedItemCalls } from '../../api/opened-item-calls';
import { dutchToday } from '../../lib/amsterdam-time';
import { formatDate } from '../../lib/format';
import { shownTaskDate } from '../../lib/task-date';
import { EmptyState } from '../../ui/empty-state';
import { ItemCard } from '../../ui/item-card';
import { ListControls, type SeenTab } from '../../ui/list-controls';
import { useOpenedItem } from '../../ui/opened-item';
import { usePortal } from '../../ui/portal-context';
import { matchesSearch, useDebouncedValue } from '../../ui/use-debounced-value';

/** The grid goes from three columns to a single small column at 821 px (core §2). */
const SMALL_LAYOUT = '(max-width:820.95px)';

/** The tasks (core §2): new and read (finished = seen), searchable, opened in the message modal. */
export function TasksScreen({ title }: { title: string }) {
  const { t } = useTranslation('tasks');
  const { address } = usePortal();
  const tasks = usePortalData('tasks');
  const [tab, setTab] = useState<SeenTab>('new');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search);
  const small = useMediaQuery(SMALL_LAYOUT);
  const { open, dialogs } = useOpenedItem(useOpenedItemCalls());

  const all = tasks.data ?? [];
  const today = dutchToday();
  const formatShownDate = (task: (typeof all)[number]) => {
    const date = shownTaskDate(task, today);
    return date ? formatDate(date, 'long') : undefined;
  };
  const newCount = all.filter((task) => !task.seen_by_customer).length;
  const shown = all.filter((task) => task.seen_by_customer === (tab === 'read') && matchesSearch(query, task.title, task.description));
  const empty = query.trim() ? t('empty_search', { search: query.trim() }) : t(tab === 'new' ? 'empty_new' : 'empty_read', { context: address });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <ListControls tab={tab} onTab={setTab} newCount={newCount} search={search} onSearch={setSearch} label={title} />
      {tasks.isLoading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : shown.length === 0 ? (
        <EmptyState text={empty} hint={query.trim() || tab !== 'new' ? undefined : t('empty_new_hint', { context: address })} />
      ) : (
        <Box
          component="ul"
          data-layout={small ? 'small' : 'grid'}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: small ? '1fr' : 'repeat(3, minmax(0, 1fr))' }}
        >
          {shown.map((task) => (
            <li key={task.id}>
              <ItemCard
                icon={<TaskAltIcon />}
                kindLabel={t('kind')}
                title={task.title}
                date={formatShownDate(task)}
                text={small ? null : task.description}
                status={task.seen_by_customer ? { label: t('finished'), color: 'success' } : { label: t('open'), color: 'secondary' }}
                onOpen={() => open({ kind: 'task', task })}
              />
            </li>
          ))}
        </Box>
      )}
      {dialogs}
    </Container>
  );
}
