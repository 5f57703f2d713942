import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePortal } from '../../../ui/portal-context';
import { DocumentList } from '../documents/document-list';
import { documentsWhere } from '../documents/document-rules';
import { CommentPreview } from '../shared/comment-preview';
import { Facts } from '../shared/facts';
import { Section } from '../shared/section';
import { UploadControl } from '../uploads/upload-control';
import { requestsToUpload, type DamageClaim } from './damage-rules';

/** Core §9: damage comments are previewed to 110 characters. */
const COMMENT_PREVIEW = 110;

/** The damage progress modal (core §2): cause, amounts, payments, requests to upload, shared documents. */
export function DamageProgressDialog({ claim, onClose }: { claim: DamageClaim; onClose: () => void }) {
  const { t } = useTranslation('dossier');
  const { address } = usePortal();
  const small = useMediaQuery('(max-width:768px)');
  const documents = usePortalData('documents');
  const shared = documentsWhere(documents.data, (document) => document.damage_id === claim.id);
  const requests = requestsToUpload(claim.progress_items);
  const payTo = claim.pay_to === 1 ? t('pay_to_customer', { context: address }) : t('pay_to_other');
  return (
    <Dialog open onClose={onClose} fullScreen={small} fullWidth maxWidth="md" aria-labelledby="damage-progress-title">
      <DialogTitle id="damage-progress-title">{t('progress_title', { date: formatDate(claim.date ?? claim.created_at, 'long') })}</DialogTitle>
      <DialogContent dividers>
        <Facts
          facts={[
            { label: t('field_type'), value: t(claim.type ? `damage_type_${claim.type}` : 'damage_type_unknown') },
            { label: t('cause'), value: claim.cause },
            { label: t('estimated'), value: claim.estimated === null ? null : formatMoney(claim.estimated) },
            { label: t('contract_number'), value: claim.policy_contract_number },
          ]}
        />
        <Section title={t('payments')}>
          {claim.payments.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('no_payments')}
            </Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('payment_amount')}</TableCell>
                  <TableCell>{t('payment_to')}</TableCell>
                  <TableCell>{t('payment_date')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {claim.payments.map((payment, index) => (
                  <TableRow key={index}>
                    <TableCell>{formatMoney(payment.amount)}</TableCell>
                    <TableCell>{payTo}</TableCell>
                    <TableCell>{formatDate(payment.payed_at, 'short')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
        <Section title={t('requests_title')}>
          {requests.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('requests_none')}
            </Typography>
          )}
          <List disablePadding>
            {requests.map((item) => (
              <ListItem key={item.id} disableGutters sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }}>
                <Typography variant="subtitle2">{item.name}</Typography>
                {item.comment && <CommentPreview text={item.comment} limit={COMMENT_PREVIEW} />}
                <UploadControl target={{ kind: 'damageProgress', id: item.id }} name={item.name} screen="verzekeringen" />
              </ListItem>
            ))}
          </List>
        </Section>
        <Section title={t('shared_documents')}>
          <DocumentList documents={shared} />
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
