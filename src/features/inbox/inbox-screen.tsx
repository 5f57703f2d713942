import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../api/portal-data';
import { useOpenedItemCalls } from '../../api/opened-item-calls';
import { formatDate } from '../../lib/format';
import { EmptyState } from '../../ui/empty-state';
import { ItemCard } from '../../ui/item-card';
import { ListControls, type SeenTab } from '../../ui/list-controls';
import { useOpenedItem } from '../../ui/opened-item';
import { useSignalTitle } from '../../ui/use-signal-title';
import { usePortal } from '../../ui/portal-context';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useMailPages } from './api/use-mail-pages';
import { SendMessageDialog } from './components/send-message-dialog';
import { inboxItems, searchInbox } from './inbox-items';

const ICONS = { mail: <MailOutlineIcon />, note: <EditNoteIcon />, signal: <ChatBubbleOutlineIcon /> };

/** The inbox (core §2): mails, notes and signals in tabs new and read, searchable, and a way to write to the office. */
export function InboxScreen({ title }: { title: string }) {
  const { t } = useTranslation('inbox');
  const { t: tm } = useTranslation('messages');
  const signalTitle = useSignalTitle();
  const { address } = usePortal();
  const mails = useMailPages();
  const notes = usePortalData('notes');
  const signals = usePortalData('signals');
  const [tab, setTab] = useState<SeenTab>('new');
  const [search, setSearch] = useState('');
  const [writing, setWriting] = useState(false);
  const query = useDebouncedValue(search);
  const { open, dialogs } = useOpenedItem(useOpenedItemCalls());

  const all = inboxItems(
    mails.mails,
    notes.data ?? [],
    signals.data ?? [],
    (description) => signalTitle(description) || tm('signal_title', { context: address }),
  );
  const shown = searchInbox(
    all.filter((item) => item.seen === (tab === 'read')),
    query,
  );
  const empty = query.trim() ? t('empty_search', { search: query.trim() }) : t(tab === 'new' ? 'empty_new' : 'empty_read', { context: address });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Button variant="contained" startIcon={<SendIcon />} onClick={() => setWriting(true)}>
          {t('send_open')}
        </Button>
      </Stack>
      <ListControls tab={tab} onTab={setTab} newCount={all.filter((item) => !item.seen).length} search={search} onSearch={setSearch} label={title} />
      {mails.isLoading || notes.isLoading || signals.isLoading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : shown.length === 0 ? (
        <EmptyState text={empty} hint={query.trim() || tab !== 'new' ? undefined : t('empty_new_hint', { context: address })} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((entry) => (
            <li key={entry.key}>
              <ItemCard
                icon={ICONS[entry.item.kind]}
                kindLabel={t(`kind_${entry.item.kind}`)}
                title={entry.title}
                date={formatDate(entry.date, 'long')}
                text={entry.text}
                status={entry.seen ? undefined : { label: t('unread'), color: 'secondary' }}
                onOpen={() => open(entry.item)}
              />
            </li>
          ))}
        </Stack>
      )}
      {mails.hasMore && (
        <Button sx={{ mt: 2 }} onClick={mails.loadMore} loading={mails.loadingMore}>
          {t('more')}
        </Button>
      )}
      {mails.moreFailed && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('more_error')}
        </Alert>
      )}
      <SendMessageDialog open={writing} onClose={() => setWriting(false)} />
      {dialogs}
    </Container>
  );
}
