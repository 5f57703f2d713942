import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { dutchToday } from '../../lib/amsterdam-time';
import { MORTGAGE_PARAM, PERIOD_PARAM, periodOf } from '../../lib/calculators';
import { mortgageProperty } from '../../lib/advice/input';
import { interestPeriods } from '../../lib/advice/rules/2026';
import { formatMoney, formatPercent } from '../../lib/format';
import { MoneyField } from '../../ui/money-field';
import { usePathOf, usePortal } from '../../ui/portal-context';
import { AdviceFailureAlert } from './advice-failure-alert';
import { defaultMortgage, refinanceMissing, refinanceRequest, type RefinanceChoice } from './advice-requests';
import { calculateRefinance, lenderImageUrl, sendRefinanceLead } from './api/calculators-api';
import { MORTGAGE_TAB } from './edit-info-tab';
import { leadOf } from './lead';
import { MortgageSelect } from './mortgage-select';
import { PenaltyInputs, type PenaltyInputValues } from './penalty-inputs';
import { ProposalDrawer } from './proposal-drawer';
import { groupProposals, type Proposal, years } from './proposals';
import { RefinanceSummaryView } from './refinance-summary-view';
import { refinanceMachine, type RefinanceOutcome, type RefinanceRequest } from './refinance.machine';
import { useCustomerData } from './use-customer-data';

export function RefinancePanel({ apiKey }: { apiKey: string }) {
  const { t } = useTranslation('calculators');
  const { address } = usePortal();
  const editPath = usePathOf('editInfo');
  const { loading, data, mortgages, customer } = useCustomerData();
  // A signal's link names the mortgage whose fixed rate ends.
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(() => Number(search.get(MORTGAGE_PARAM)) || null);
  const [period, setPeriod] = useState<RefinanceChoice['period']>(() => periodOf(search.get(PERIOD_PARAM)) ?? 120);
  const [financePenalty, setFinancePenalty] = useState(false);
  const [typedValue, setTypedValue] = useState<number | null | undefined>(undefined);
  const [penaltyInputs, setPenaltyInputs] = useState<PenaltyInputValues>({ percentage: null, repaidThisYear: null, partialAmount: null });
  const [open, setOpen] = useState<Proposal | null>(null);
  const mortgage = mortgages.find((item) => item.id === chosen) ?? defaultMortgage(mortgages, data?.living);
  // The chosen mortgage's own property: a second home never borrows the living address's value.
  const knownValue = mortgage ? mortgageProperty(mortgage, data?.living).market_value : null;
  const marketValue = typedValue === undefined ? knownValue : typedValue;
  const [state, send] = useMachine(
    useMemo(
      () =>
        refinanceMachine.provide({
          actors: {
            calculate: fromPromise<RefinanceOutcome, RefinanceRequest>(({ input, signal }) => calculateRefinance(apiKey, input, signal)),
            requestAdvice: fromPromise<boolean, RefinanceRequest>(({ input }) => sendRefinanceLead(apiKey, input)),
          },
        }),
      [apiKey],
    ),
  );

  useEffect(() => {
    if (loading || !data) return;
    const missing = refinanceMissing(mortgage, marketValue);
    if (missing) send({ type: 'MISSING', missing });
    else {
      const penalty = {
        ...(penaltyInputs.percentage === null ? {} : { penaltyFreePercentage: penaltyInputs.percentage }),
        repaidThisYear: penaltyInputs.repaidThisYear ?? 0,
        partialAmount: penaltyInputs.partialAmount ?? 0,
      };
      const request = refinanceRequest(data, mortgage!, { period, financePenalty, marketValue: Math.floor(marketValue!), ...penalty }, dutchToday());
      if (request) send({ type: 'CHANGE', request });
    }
  }, [loading, data, mortgage, marketValue, period, financePenalty, penaltyInputs, send]);

  const { result, missing, adviceResult, request } = state.context;
  const groups = result ? groupProposals(result.refinance_proposals, mortgage?.agency?.hdn_code ?? null) : [];
  const busy = state.matches('debouncing') || state.matches('loading') || state.matches('waiting');
  return (
    <Box>
      <MortgageSelect mortgages={mortgages} value={mortgage?.id ?? null} onChange={setChosen} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('period_label')}
          value={period}
          onChange={(event) => setPeriod(Number(event.target.value) as RefinanceChoice['period'])}
          sx={{ minWidth: 160 }}
        >
          {interestPeriods.map((months) => (
            <MenuItem key={months} value={months}>
              {t('period_years', { count: years(months) })}
            </MenuItem>
          ))}
        </TextField>
        <MoneyField label={t('market_value')} value={marketValue === null ? null : Math.floor(marketValue)} onChange={setTypedValue} />
      </Stack>
      <FormControlLabel
        control={<Switch checked={financePenalty} onChange={(event) => setFinancePenalty(event.target.checked)} />}
        label={t('finance_penalty')}
      />
      <PenaltyInputs
        values={penaltyInputs}
        askPercentage={state.context.result?.repayment_penalty_details.penalty_free_percentage_source === 'default'}
        onChange={setPenaltyInputs}
      />
      {state.matches('missing') && missing && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            editPath && (
              <Button component={Link} to={`${editPath}/${MORTGAGE_TAB}`} size="small">
                {t('update_data')}
              </Button>
            )
          }
        >
          {t(missing, { context: address })} {t('edit_info_and_retry', { context: address })}
        </Alert>
      )}
      {state.matches('error') && <AdviceFailureAlert failure="failed" sx={{ mt: 2 }} />}
      {state.matches('noLoanParts') && <AdviceFailureAlert failure="noLoanParts" sx={{ mt: 2 }} />}
      {busy && !state.matches('missing') && (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center', my: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Stack>
      )}
      {result && state.matches('results') && (
        <Box sx={{ mt: 2 }}>
          {request && <RefinanceSummaryView result={result} request={request} />}
          {groups.length === 0 && <Alert severity="info">{t('no_proposals')}</Alert>}
          {groups.map(({ group, proposals }) => (
            <Box component="section" key={group} aria-label={t(`group_${group}`, { context: address })} sx={{ mt: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t(`group_${group}`, { context: address })} · {t('proposals_count', { count: proposals.length })}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {proposals.map((proposal) => (
                  <li key={proposal.product_line_id}>
                    <Card variant="outlined">
                      <CardActionArea onClick={() => setOpen(proposal)} sx={{ p: 1.5, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}>
                        <img
                          src={lenderImageUrl(proposal.lender_id, apiKey)}
                          alt={t('proposal_logo', { lender: proposal.lender_id })}
                          width={96}
                          height={32}
                          style={{ flexShrink: 0 }}
                        />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                            {proposal.product_line_name}
                          </Typography>
                          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                            {t('proposal_rate', { rate: proposal.interest_rates_per_mortgage_part.map((rate) => formatPercent(rate)).join(' / ') })} ·{' '}
                            {t('proposal_saving', { amount: formatMoney(proposal.gross_total_refinance_difference, 0) })}
                          </Typography>
                          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                            {/* The sentence comparing it with the period stands once, in the summary. */}
                            {proposal.payback_time_in_months === null
                              ? t('proposal_payback_none')
                              : t('proposal_payback_in', { months: proposal.payback_time_in_months })}
                          </Typography>
                        </Box>
                      </CardActionArea>
                    </Card>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <ProposalDrawer
        proposal={open}
        apiKey={apiKey}
        requesting={state.matches({ results: 'requesting' })}
        adviceResult={adviceResult}
        onRequest={() => open && customer && send({ type: 'REQUEST_ADVICE', lead: { ...leadOf(customer), proposal_lender_hdn_code: open.lender_id } })}
        onCloseResult={() => send({ type: 'CLOSE_ADVICE_RESULT' })}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
