import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../lib/format';
import { usePortal } from '../../ui/portal-context';
import { useClosingValue } from '../../ui/use-closing-value';
import { ExplanationView } from './explanation-view';
import { PenaltySteps } from './penalty-steps';
import type { RefinanceRequest, RefinanceResult } from './refinance.machine';
import { paybackText, reasonKey, summarise, type Translate } from './refinance-summary';

// The chart library is loaded only once a refinance result is there to draw.
const RefinanceChart = lazyWithPreload(() => import('./refinance-chart'));

type Topic = 'penalty' | 'costs';

function TopicDialog({
  topic: current,
  result,
  request,
  onClose,
}: {
  topic: Topic | null;
  result: RefinanceResult;
  request: RefinanceRequest;
  onClose: () => void;
}) {
  const [topic, open] = useClosingValue(current);
  const { t: typed } = useTranslation('calculators');
  const t = typed as unknown as Translate;
  const { address } = usePortal();
  const titleId = useId();
  const { refinance_costs: costs } = result;
  const rows: [string, number][] = [
    [t('costs_brokerage'), costs.mortgage_brokerage_costs],
    [t('costs_notary'), costs.notarial_mortgage_act_costs],
    [t('costs_appraisal'), costs.appraisal_costs],
    [t('costs_total'), costs.mortgage_brokerage_costs + costs.notarial_mortgage_act_costs + costs.appraisal_costs],
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{topic && t(`${topic}_title`)}</DialogTitle>
      <DialogContent tabIndex={0}>
        {topic === 'penalty' && (
          <Typography variant="body2">
            {t('penalty_text', {
              free: formatPercent(result.repayment_penalty_details.penalty_free_percentage, 0),
              amount: formatMoney(result.repayment_penalty, 0),
              context: address,
            })}
          </Typography>
        )}
        {topic === 'penalty' && result.repayment_penalty === 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('penalty_none', { context: address })}
          </Typography>
        )}
        {topic === 'costs' && (
          <Table size="small" aria-label={t('costs_title')}>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                    {label}
                  </TableCell>
                  <TableCell align="right" sx={{ pr: 0 }}>
                    {formatMoney(value, 0)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t(request.finance_repayment_penalty ? 'costs_financed' : 'costs_up_front', { context: address })}
        </Typography>
        {result.explanation && <ExplanationView explanation={result.explanation} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The refinance result in words at the top: does it pay now, by how much and why, with the picture. */
export function RefinanceSummaryView({ result, request }: { result: RefinanceResult; request: RefinanceRequest }) {
  const { t: typed } = useTranslation('calculators');
  const t = typed as unknown as Translate;
  const { address } = usePortal();
  const [topic, setTopic] = useState<Topic | null>(null);
  const summary = summarise(result, request);
  const { best } = summary;
  const values = {
    product: best?.product_line_name,
    period: summary.period,
    amount: formatMoney(Math.abs(best?.gross_total_refinance_difference ?? 0), 0),
    penalty: formatMoney(summary.penalty, 0),
    costs: formatMoney(summary.costs, 0),
    oneOff: formatMoney(summary.penalty + summary.costs, 0),
    rateNow: formatPercent(summary.rateNow),
    rateBest: formatPercent(summary.rateBest ?? 0),
    monthly: formatMoney(best?.gross_difference_per_month ?? 0),
    context: address,
  };
  return (
    <Box component="section" aria-labelledby="refinance-summary" sx={{ mt: 2 }}>
      <Alert severity={summary.pays ? 'success' : 'info'} icon={false}>
        <AlertTitle id="refinance-summary" component="h3">
          {t(summary.pays ? 'summary_title_pays' : 'summary_title_not')}
        </AlertTitle>
        <Typography variant="body2">{t(reasonKey(summary), values)}</Typography>
        {best && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t(best.gross_total_refinance_difference >= 0 ? 'summary_best_gain' : 'summary_best_loss', values)}
          </Typography>
        )}
        {best && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('summary_rate_source', { product: best.product_line_name, years: summary.period / 12, context: address })}
          </Typography>
        )}
        {best && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {paybackText(best.payback_time_in_months, summary.period, t)}
          </Typography>
        )}
        {summary.fixedMonthsLeft > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('summary_fixed_left', { months: summary.fixedMonthsLeft, context: address })}
          </Typography>
        )}
      </Alert>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {t('current_situation', {
          gross: formatMoney(result.current_mortgage_situation.gross_monthly_payments),
          remaining: formatMoney(result.current_mortgage_situation.remaining_sum, 0),
        })}
      </Typography>
      <PenaltySteps details={result.repayment_penalty_details} t={t} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setTopic('penalty')}>
          {t('penalty_button', { amount: values.penalty })}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setTopic('costs')}>
          {t('costs_button', { amount: values.costs })}
        </Button>
      </Stack>
      {best && (
        <Suspense fallback={null}>
          <RefinanceChart now={result.current_mortgage_situation.gross_monthly_payments} best={best} upFront={summary.upFront} />
        </Suspense>
      )}
      <TopicDialog topic={topic} result={result} request={request} onClose={() => setTopic(null)} />
    </Box>
  );
}
