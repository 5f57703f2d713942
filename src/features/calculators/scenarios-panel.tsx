import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { dutchToday } from '../../lib/amsterdam-time';
import { usePortalData } from '../../api/portal-data';
import { formatDate } from '../../lib/format';
import { usePathOf, usePortal } from '../../ui/portal-context';
import { AdviceFailureAlert } from './advice-failure-alert';
import { defaultMortgage, scenarioRequest } from './advice-requests';
import { calculateScenarios, sendScenariosLead } from './api/calculators-api';
import { leadOf } from './lead';
import { MORTGAGE_TAB } from './edit-info-tab';
import { PrinciplesDrawer } from './principles-drawer';
import { MortgageSelect } from './mortgage-select';
import { ScenarioCard, type Person } from './scenario-card';
import { headline, type Household, lifeCovers, type ShownResult, type Translate } from './scenario-wording';
import { scenariosMachine, type CalculateOutcome, type ScenarioKey, type ScenarioRequest, type ScenarioResult } from './scenarios.machine';
import { useCustomerData } from './use-customer-data';
import { type PersonResult, VerdictIcon } from './verdict';

const KEYS: readonly ScenarioKey[] = ['retirement', 'death', 'incapacitated', 'unemployment', 'break_up', 'new_interest_only', 'move'];
/** The partner's result is not shown for these (advice §2). */
const WITHOUT_PARTNER: readonly ScenarioKey[] = ['new_interest_only', 'move'];
type Incapacity = 'partly_working' | 'not_durable';

function shownResults(result: ScenarioResult, key: ScenarioKey, incapacity: Incapacity): [Person, PersonResult][] {
  const outcome = key === 'incapacitated' ? result.incapacitated[incapacity] : result[key];
  const shown: [Person, PersonResult][] = [['applicant', outcome.applicant]];
  if (outcome.partner && !WITHOUT_PARTNER.includes(key)) shown.push(['partner', outcome.partner]);
  return shown;
}

export function ScenariosPanel({ apiKey }: { apiKey: string }) {
  const { t } = useTranslation('calculators');
  const { address } = usePortal();
  const editPath = usePathOf('editInfo');
  const { loading, data, mortgages, customer, partner } = useCustomerData();
  // The policies are read only to name what a survivor is paid out; an office without them shows none.
  const policies = usePortalData('policies');
  const covers = useMemo(() => lifeCovers(policies.data ?? []), [policies.data]);
  const household: Household = { applicant: customer?.first_name ?? null, partner: partner?.first_name ?? null, hasPartner: Boolean(partner) };
  const [chosen, setChosen] = useState<number | null>(null);
  const [incapacity, setIncapacity] = useState<Incapacity>('partly_working');
  const [principles, setPrinciples] = useState(false);
  const [interest, setInterest] = useState<ScenarioKey>('retirement');
  const mortgage = mortgages.find((item) => item.id === chosen) ?? defaultMortgage(mortgages, data?.living);
  const [state, send] = useMachine(
    useMemo(
      () =>
        scenariosMachine.provide({
          actors: {
            calculate: fromPromise<CalculateOutcome, ScenarioRequest>(({ input, signal }) => calculateScenarios(apiKey, input, signal)),
            askAdvisor: fromPromise<boolean, ScenarioRequest>(({ input }) => sendScenariosLead(apiKey, input)),
          },
        }),
      [apiKey],
    ),
  );

  const request = useMemo(() => (data && mortgage ? scenarioRequest(data, mortgage, dutchToday()) : null), [data, mortgage]);
  useEffect(() => {
    if (!loading && mortgage) send({ type: 'LOAD', request });
  }, [loading, request, mortgage, send]);

  const { result, requestResult } = state.context;
  const update = editPath && (
    <Button component={Link} to={`${editPath}/${MORTGAGE_TAB}`} size="small">
      {t('update_data')}
    </Button>
  );
  // Without any mortgage there are no loan parts to compute with (advice §8).
  if (!loading && !mortgage) return <AdviceFailureAlert failure="noLoanParts" action={update} />;
  if (state.matches('waiting') || state.matches('loading')) {
    return (
      <Stack role="status" sx={{ alignItems: 'center', py: 4 }} spacing={1}>
        <CircularProgress aria-hidden />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  }
  if (state.matches('error')) {
    return <AdviceFailureAlert failure="failed" action={<Button onClick={() => send({ type: 'RETRY' })}>{t('retry')}</Button>} />;
  }
  if (state.matches('noLoanParts')) return <AdviceFailureAlert failure="noLoanParts" action={update} />;
  if (state.matches('incompleteData') || !result)
    return (
      <Alert severity="warning" action={update}>
        {t('incomplete_data', { context: address })}
      </Alert>
    );

  const shown: ShownResult[] = KEYS.flatMap((key) =>
    shownResults(result, key, incapacity).map(([person, item]) => ({
      key,
      person,
      livable: item.verdict.livable,
      date: formatDate(item.mortgage_situation.date, 'long'),
    })),
  );
  const overall = headline(shown, household, address, t as unknown as Translate);
  return (
    <Box>
      <MortgageSelect mortgages={mortgages} value={mortgage?.id ?? null} onChange={setChosen} />
      <Box role="status" aria-labelledby="overall-title" sx={{ mb: 2 }}>
        <Typography id="overall-title" component="h3" variant="overline">
          {t('overall_title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <VerdictIcon livable={overall.outcome === 'maybe' ? 'maybe' : overall.outcome === 'true'} label={overall.text} />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {overall.text}
          </Typography>
        </Stack>
        {overall.drivers.length > 0 && (
          <>
            <Typography variant="body2">{t('overall_driven_by')}</Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0, typography: 'body2' }}>
              {overall.drivers.map((driver) => (
                <li key={driver}>{driver}</li>
              ))}
            </Box>
          </>
        )}
      </Box>
      <Button variant="outlined" size="small" onClick={() => setPrinciples(true)} sx={{ mb: 2 }}>
        {t('principles_button')}
      </Button>
      <Stack spacing={2}>
        {KEYS.map((key) => (
          <ScenarioCard
            key={key}
            scenario={key}
            title={t(`scenario_${key}`)}
            results={shownResults(result, key, incapacity)}
            household={household}
            covers={covers}
          >
            {key === 'incapacitated' && (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={incapacity}
                onChange={(_, value: Incapacity | null) => value && setIncapacity(value)}
                aria-label={t('incapacity_choice')}
                sx={{ mt: 1, flexWrap: 'wrap' }}
              >
                <ToggleButton value="partly_working">{t('incapacity_partly_working')}</ToggleButton>
                <ToggleButton value="not_durable">{t('incapacity_not_durable')}</ToggleButton>
              </ToggleButtonGroup>
            )}
          </ScenarioCard>
        ))}
      </Stack>
      <Box component="section" aria-labelledby="ask-advisor-title" sx={{ mt: 3 }}>
        <Typography id="ask-advisor-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('ask_advisor', { context: address })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('ask_advisor_text', { context: address })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label={t('ask_scenario')}
            value={interest}
            onChange={(event) => setInterest(event.target.value as ScenarioKey)}
            sx={{ minWidth: 220 }}
          >
            {KEYS.map((key) => (
              <MenuItem key={key} value={key}>
                {t(`scenario_${key}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!customer || state.matches({ results: 'asking' })}
            onClick={() => customer && send({ type: 'ASK_ADVISOR', lead: { ...leadOf(customer), interested_in_scenario: interest } })}
          >
            {t('ask_send')}
          </Button>
        </Stack>
        {requestResult && (
          <Alert severity={requestResult === 'successful' ? 'success' : 'error'} sx={{ mt: 1 }} onClose={() => send({ type: 'CLOSE_REQUEST_RESULT' })}>
            {t(`request_${requestResult}`, { context: address })}
            {requestResult === 'error' && ` ${t('request_error_hint', { context: address })}`}
          </Alert>
        )}
      </Box>
      <PrinciplesDrawer open={principles} onClose={() => setPrinciples(false)} />
    </Box>
  );
}
