import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../lib/format';
import { usePortal } from '../../ui/portal-context';
import { useClosingValue } from '../../ui/use-closing-value';
import { lenderImageUrl } from './api/calculators-api';
import { CalculatorDrawerFrame } from './drawer-frame';
import { type Proposal, years } from './proposals';
import { paybackText, type Translate } from './refinance-summary';

interface Props {
  proposal: Proposal | null;
  apiKey: string;
  requesting: boolean;
  adviceResult: 'successful' | 'error' | null;
  onRequest: () => void;
  onCloseResult: () => void;
  onClose: () => void;
}

/** One proposal in full, with "request advice" and its result dialog (advice §2). */
export function ProposalDrawer({ proposal: currentProposal, apiKey, requesting, adviceResult: currentResult, onRequest, onCloseResult, onClose }: Props) {
  const [proposal, open] = useClosingValue(currentProposal);
  const [adviceResult, resultOpen] = useClosingValue(currentResult);
  const { t } = useTranslation('calculators');
  const { address } = usePortal();
  const dialogTitle = useId();
  const rows: [string, string][] = proposal
    ? [
        [t('proposal_period'), t('period_years', { count: years(proposal.new_interest_period_in_months) })],
        [t('proposal_rates'), proposal.interest_rates_per_mortgage_part.map((rate) => formatPercent(rate)).join(' / ')],
        ...(proposal.interest_rate_annuity_loan_part === null
          ? []
          : [[t('proposal_annuity_rate'), formatPercent(proposal.interest_rate_annuity_loan_part)] as [string, string]]),
        [t('proposal_gross_monthly'), formatMoney(proposal.gross_monthly_payments)],
        [t('proposal_net_monthly'), formatMoney(proposal.net_monthly_payments)],
        [t('proposal_gross_difference'), formatMoney(proposal.gross_difference_per_month)],
        [t('proposal_net_difference'), formatMoney(proposal.net_difference_per_month)],
        [t('proposal_gross_total'), formatMoney(proposal.gross_total_difference_during_interest_period)],
        [t('proposal_net_total'), formatMoney(proposal.net_total_difference_during_interest_period)],
        [t('proposal_refinance_total'), formatMoney(proposal.gross_total_refinance_difference)],
        [t('proposal_payback'), paybackText(proposal.payback_time_in_months, proposal.new_interest_period_in_months, t as unknown as Translate)],
      ]
    : [];
  return (
    <CalculatorDrawerFrame open={open} title={proposal?.product_line_name ?? ''} onClose={onClose} width={480}>
      {proposal && (
        <>
          <img src={lenderImageUrl(proposal.lender_id, apiKey)} alt={t('proposal_logo', { lender: proposal.lender_id })} width={120} height={40} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {proposal.fits_on_income ? t('group_fits', { context: address }) : t('group_not_fits', { context: address })}
          </Typography>
          <Table size="small" sx={{ my: 2 }}>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                    {label}
                  </TableCell>
                  <TableCell align="right" sx={{ pr: 0 }}>
                    {value}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Button variant="contained" onClick={onRequest} disabled={requesting}>
            {t('request_advice')}
          </Button>
        </>
      )}
      <Dialog open={resultOpen} onClose={onCloseResult} aria-labelledby={dialogTitle}>
        <DialogTitle id={dialogTitle}>{t('advice_dialog_title')}</DialogTitle>
        <DialogContent>
          <Typography>{adviceResult && t(`request_${adviceResult}`, { context: address })}</Typography>
          {adviceResult === 'error' && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('request_error_hint', { context: address })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCloseResult} autoFocus>
            {t('close')}
          </Button>
        </DialogActions>
      </Dialog>
    </CalculatorDrawerFrame>
  );
}
