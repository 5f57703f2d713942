import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { isDelivered } from '../../../lib/request-status';
import { ItemCard } from '../../../ui/item-card';
import type { Openable } from '../../../ui/opened-item';
import { usePortal } from '../../../ui/portal-context';
import { RequestRefusal } from '../../../ui/request-refusal';
import { useSignalTitle } from '../../../ui/use-signal-title';
import type { FeedItem } from '../feed';

type RequestItem = Extract<FeedItem, { kind: 'mortgageRequest' }>;
type Step = NonNullable<RequestItem['mortgage']['progress']>[number];

/** What the office refused, by name and reason; the card opens the request with the office's own words. */
function Refusals({ steps }: { steps: readonly Step[] }) {
  return steps.map((step) => <RequestRefusal key={step.id} step={step} compact />);
}

/** The mortgage upload request: empty, one document, or several with a bar of the share received. */
function RequestBody({ item }: { item: RequestItem }) {
  const { t } = useTranslation('dashboard');
  const steps = item.mortgage.progress ?? [];
  if (steps.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('request_empty')}
      </Typography>
    );
  if (steps.length === 1) {
    const [only] = steps;
    return (
      <>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <DescriptionOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{only?.name}</Typography>
          <Chip
            size="small"
            label={t(only && isDelivered(only) ? 'request_received' : 'request_open')}
            color={only && isDelivered(only) ? 'success' : 'warning'}
          />
        </Stack>
        <Refusals steps={steps} />
      </>
    );
  }
  const share = Math.round((item.received / item.total) * 100);
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <Typography variant="body2" id={`request-${item.mortgage.id}`}>
        {t('request_progress', { received: item.received, total: item.total })}
      </Typography>
      <LinearProgress variant="determinate" value={share} aria-labelledby={`request-${item.mortgage.id}`} sx={{ height: 8, borderRadius: 4 }} />
      {/* Document tiles: what is asked, with its state, so the customer sees what is still missing. */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0.5 }}>
        {steps.map((step) => (
          <Chip
            key={step.id}
            size="small"
            variant="outlined"
            icon={<DescriptionOutlinedIcon />}
            label={step.name}
            color={isDelivered(step) ? 'success' : 'warning'}
          />
        ))}
      </Stack>
      <Refusals steps={steps} />
    </Stack>
  );
}

interface FeedCardProps {
  item: FeedItem;
  onOpen: (item: Openable) => void;
  onOpenRequest: (mortgageId: number) => void;
}

/** One card of the overview feed; which card depends on the kind of item. */
export function FeedCard({ item, onOpen, onOpenRequest }: FeedCardProps) {
  const { t } = useTranslation('dashboard');
  const signalTitle = useSignalTitle();
  const { address } = usePortal();
  const date = item.date ? formatDate(item.date, 'long') : undefined;
  const unread = { label: t('unread'), color: 'secondary' } as const;
  const warningLabel = t('warning', { context: address });
  switch (item.kind) {
    case 'mortgageRequest': {
      const place = item.mortgage.mainProperty;
      return (
        <ItemCard
          icon={<HomeWorkOutlinedIcon />}
          kindLabel={t('kind_request', { context: address })}
          title={
            [item.mortgage.company_label_description ?? item.mortgage.agency_name, item.mortgage.status_description].filter(Boolean).join(' · ') ||
            t('kind_request', { context: address })
          }
          text={place ? `${place.street ?? ''} ${place.formatted_number ?? place.number ?? ''}, ${place.city ?? ''}` : null}
          date={date}
          status={item.total > 0 && item.received === item.total ? { label: t('request_done'), color: 'success' } : undefined}
          warning={item.warning}
          warningLabel={warningLabel}
          onOpen={() => onOpenRequest(item.mortgage.id)}
        >
          <RequestBody item={item} />
        </ItemCard>
      );
    }
    case 'task':
      return (
        <ItemCard
          icon={<AssignmentOutlinedIcon />}
          kindLabel={t('kind_task')}
          title={item.task.title}
          text={item.task.description}
          date={date}
          status={item.task.seen_by_customer ? { label: t('finished'), color: 'success' } : unread}
          onOpen={() => onOpen({ kind: 'task', task: item.task })}
        />
      );
    case 'damage':
      return (
        <ItemCard
          icon={<ReportProblemOutlinedIcon />}
          kindLabel={t('kind_damage')}
          title={item.damage.cause ?? t('kind_damage')}
          text={item.damage.estimated ? t('damage_estimated', { amount: formatMoney(item.damage.estimated) }) : item.damage.description}
          date={date}
          status={item.damage.settled ? { label: t('finished'), color: 'success' } : { label: t('damage_open'), color: 'warning' }}
          warning={item.warning}
          warningLabel={warningLabel}
        />
      );
    case 'signal':
      return (
        <ItemCard
          icon={<ChatBubbleOutlineOutlinedIcon />}
          kindLabel={t('kind_message')}
          title={signalTitle(item.signal.description) ?? t('kind_message')}
          text={item.signal.customer_message}
          date={date}
          status={item.signal.seen_by_customer ? undefined : unread}
          onOpen={() => onOpen({ kind: 'signal', signal: item.signal })}
        />
      );
    case 'note':
      return (
        <ItemCard
          icon={<EditNoteIcon />}
          kindLabel={t('kind_note')}
          title={item.note.title}
          text={item.note.content}
          date={date}
          status={item.note.seen_by_customer ? undefined : unread}
          onOpen={() => onOpen({ kind: 'note', note: item.note })}
        />
      );
    case 'mail': {
      const files = (item.mail.email?.attachments ?? []).filter((attachment) => !attachment.inline);
      return (
        <ItemCard
          icon={<MailOutlinedIcon />}
          kindLabel={t('kind_mail')}
          title={item.mail.email?.subject || item.mail.name || t('kind_mail')}
          text={item.mail.email?.from}
          date={date}
          status={item.mail.seen_by_customer ? undefined : unread}
          onOpen={() => onOpen({ kind: 'mail', mail: item.mail })}
        >
          {files.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, pt: 1 }}>
              {files.map((file) => (
                <Chip key={file.id} size="small" variant="outlined" icon={<DescriptionOutlinedIcon />} label={file.name} />
              ))}
            </Stack>
          )}
        </ItemCard>
      );
    }
  }
}
