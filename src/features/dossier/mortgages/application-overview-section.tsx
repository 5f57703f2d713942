import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../generated/portal';
import { formatDate } from '../../../lib/format';
import { usePortal } from '../../../ui/portal-context';
import { Section } from '../shared/section';
import { offersQuery } from '../api/offers-api';
import { OfferCard } from '../offers/offer-card';
import { customerTodos, offersToSign, otherParties, overviewSteps, type OtherParty } from './application-overview';
import { MortgageUploadDialog } from './mortgage-upload-dialog';

type Mortgage = components['schemas']['Mortgage'];

/** The whole application in one place (issue 40): its steps with dates, the customer's to-dos, the others' part. */
export function ApplicationOverviewSection({ mortgage }: { mortgage: Mortgage }) {
  const { t } = useTranslation(['dossier', 'dashboard']);
  const { address } = usePortal();
  // The request whose upload is open: one tap on a to-do opens just that request, read afresh
  // from the mortgage so its status follows the upload.
  const [uploadingId, setUploadingId] = useState<number | null>(null);
  const uploading = (mortgage.progress ?? []).filter((request) => request.id === uploadingId);
  const todos = customerTodos(mortgage);
  // The offer to sign is the first to-do, signed right here.
  const offers = offersToSign(useQuery(offersQuery()).data ?? [], mortgage.id);
  const others = otherParties(mortgage);
  const otherText = (other: OtherParty) =>
    other.kind === 'office_checks' ? t('overview_office_checks', { name: other.request.name }) : t(`overview_${other.kind}`);

  return (
    <>
      <Section title={t('overview_steps_title', { context: address })}>
        <List dense disablePadding component="ol" aria-label={t('overview_steps_title', { context: address })}>
          {overviewSteps(mortgage).map(({ step, state, reached }) => (
            <ListItem key={step} disableGutters data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <ListItemText
                primary={t(`dashboard:step_${step}`)}
                slotProps={{
                  primary: { sx: { fontWeight: state === 'current' ? 600 : undefined }, color: state === 'todo' ? 'text.secondary' : 'text.primary' },
                }}
                secondary={
                  state === 'todo'
                    ? t('overview_step_todo')
                    : [
                        state === 'current' ? t('overview_step_current') : t('dashboard:step_done'),
                        reached && t('overview_step_reached', { date: formatDate(reached, 'long') }),
                      ]
                        .filter(Boolean)
                        .join(' · ')
                }
              />
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title={t('overview_todos_title', { context: address })}>
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
        {todos.length === 0 && offers.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('overview_todos_none', { context: address })}
          </Typography>
        )}
        {todos.length > 0 && (
          <List dense disablePadding aria-label={t('overview_todos_title', { context: address })}>
            {todos.map(({ kind, request }) => (
              <ListItem key={request.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText primary={request.name} secondary={t(`overview_todo_${kind}`, { context: address })} />
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<UploadFileIcon />}
                  onClick={() => setUploadingId(request.id)}
                  aria-label={t('overview_upload_named', { name: request.name })}
                >
                  {t('overview_upload')}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={t('overview_others_title')}>
        <List dense disablePadding>
          {others.map((other) => (
            <ListItem key={other.kind === 'office_checks' ? `check-${other.request.id}` : other.kind} disableGutters>
              <ListItemText primary={otherText(other)} />
            </ListItem>
          ))}
        </List>
      </Section>
      {uploading.length > 0 && <MortgageUploadDialog steps={uploading} onClose={() => setUploadingId(null)} />}
    </>
  );
}
