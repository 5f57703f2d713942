import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { queryKeys } from '../../../api/query-keys';
import { portalStepUp } from '../../../api/step-up';
import type { stepUpMachine } from '../../../lib/step-up.machine';
import { formatDate } from '../../../lib/format';
import { usePortal } from '../../../ui/portal-context';
import { offerCalls, offerDocument, offersQuery, type Offer } from '../api/offers-api';
import { DocumentViewer } from '../documents/document-viewer';
import { signOfferMachine } from './sign-offer.machine';
import { StepUpDialog } from '../../../ui/step-up-dialog';

function Validity({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offer');
  const { address } = usePortal();
  if (offer.state === 'expired')
    return (
      <Alert severity="warning">
        {t('expired')} {offer.office_phone ? t('expired_call', { context: address, phone: offer.office_phone }) : t('expired_call_none', { context: address })}
      </Alert>
    );
  return (
    <Typography>
      {t('valid_until', { date: formatDate(offer.valid_until, 'long') })} ·{' '}
      <strong>{offer.days_left === 0 ? t('last_day') : t('days_left', { count: offer.days_left })}</strong>
    </Typography>
  );
}

/** One offer to sign (issue 40): read it, see the days left, tick the consent, prove a factor and sign. */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offer');
  const { address } = usePortal();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<'original' | 'signed' | null>(null);
  const [snapshot, send] = useMachine(
    signOfferMachine.provide({
      actors: {
        sign: fromPromise(() => offerCalls.sign(offer.id)),
        stepUp: portalStepUp,
      },
      actions: {
        // The signature moves the mortgage on and adds the signed copy to the documents.
        signed: () =>
          void queryClient.invalidateQueries({ queryKey: queryKeys.offers }).then(() => queryClient.invalidateQueries({ queryKey: queryKeys.customerData })),
      },
    }),
  );
  const { consent, error } = snapshot.context;
  const canSign = offer.state === 'open' && !offer.signed_by_me;
  const titleId = `offer-${offer.id}-title`;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={titleId}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('card_title')}
        </Typography>
        <Typography sx={{ fontWeight: 500 }}>{offer.name}</Typography>
        {offer.state !== 'signed' && <Validity offer={offer} />}
        <Button variant="outlined" onClick={() => setViewing('original')}>
          {t('read')}
        </Button>
        <Typography component="h3" variant="subtitle2">
          {t('signers')}
        </Typography>
        <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
          {offer.signers.map((signer) => (
            <li key={signer.role}>
              {signer.signed_at
                ? t('signer_signed', { name: signer.name, date: formatDate(signer.signed_at, 'long') })
                : t('signer_waiting', { name: signer.name })}
            </li>
          ))}
        </Stack>
        {offer.signed_by_me && <Alert severity="success">{t(offer.state === 'signed' ? 'all_signed' : 'signed_by_me', { context: address })}</Alert>}
        {offer.signed_document_sha256 && (
          <>
            <Button onClick={() => setViewing('signed')}>{t('signed_copy')}</Button>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {t('hash', { hash: offer.document_sha256 })}
            </Typography>
          </>
        )}
        {canSign && (
          <>
            <FormControlLabel
              control={<Checkbox checked={consent} onChange={(event) => send({ type: 'CONSENT', value: event.target.checked })} />}
              label={offer.consent_text}
            />
            {error && <Alert severity="error">{t(`error_${error}` as 'error_other', { context: address, defaultValue: t('error_other') })}</Alert>}
            <Button variant="contained" disabled={!consent || snapshot.matches('signing')} onClick={() => send({ type: 'SIGN' })}>
              {snapshot.matches('signing') ? t('signing') : t('sign')}
            </Button>
          </>
        )}
      </Stack>
      <StepUpDialog actor={snapshot.children.stepUp as ActorRefFrom<typeof stepUpMachine> | undefined} />
      {viewing && <DocumentViewer document={offerDocument(offer, viewing === 'signed')} onClose={() => setViewing(null)} onDelete={() => setViewing(null)} />}
    </Paper>
  );
}

/** The offers the customer is to sign or signed, above the mortgages. */
export function OfferCards() {
  const offers = useQuery(offersQuery());
  if (!offers.data?.length) return null;
  return (
    <Stack sx={{ gap: 2, mb: 2 }}>
      {offers.data.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    </Stack>
  );
}
