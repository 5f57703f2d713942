import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { usePortal } from '../../ui/portal-context';
import { ExplanationView } from './explanation-view';
import {
  caseText,
  differenceText,
  type Household,
  keepsTitle,
  type LifeCover,
  type Person,
  survivorPension,
  type Translate,
  verdictText,
  whoIs,
} from './scenario-wording';
import type { ScenarioKey } from './scenarios.machine';
import { type PersonResult, VerdictIcon } from './verdict';

export type { Person } from './scenario-wording';

interface ResultProps {
  scenario: ScenarioKey;
  person: Person;
  result: PersonResult;
  scenarioTitle: string;
  household: Household;
  covers: LifeCover[];
}

/** After a death: what the one left behind keeps, counted or not (issue 25). */
function SurvivorKeeps({ person, result, household, covers, t }: Omit<ResultProps, 'scenario' | 'scenarioTitle'> & { t: Translate }) {
  const { address } = usePortal();
  const pension = survivorPension(result.explanation);
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {keepsTitle(person, household, address, t)}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0, typography: 'body2' }}>
        <li>{t('keeps_income')}</li>
        <li>{pension === null ? t('keeps_no_survivor_pension') : t('keeps_survivor_pension', { amount: formatMoney(pension, 0) })}</li>
        {covers.map((cover) => (
          <li key={cover.name}>{t('keeps_cover', { name: cover.name, insurer: cover.insurer ?? '–', amount: formatMoney(cover.amount, 0) })}</li>
        ))}
      </Box>
    </Box>
  );
}

function Verdict(props: ResultProps) {
  const { scenario, person, result, scenarioTitle, household } = props;
  const { t: typed } = useTranslation('calculators');
  const t = typed as unknown as Translate;
  const { address } = usePortal();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const date = formatDate(result.mortgage_situation.date, 'long');
  const situation = caseText(scenario, person, household, date, address, t);
  const verdict = verdictText(scenario, person, result.verdict.livable, household, address, t);
  const who = whoIs(person, household, address, t);
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {situation}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <VerdictIcon livable={result.verdict.livable} label={verdict} />
        <Typography variant="subtitle2" component="p">
          {verdict}
        </Typography>
      </Stack>
      {scenario === 'death' && household.hasPartner && <SurvivorKeeps {...props} t={t} />}
      <Typography variant="body2" color="text.secondary">
        {t('net_income')}: {formatMoney(result.income.total_net_monthly_income)} (
        {differenceText(result.income.difference_net_monthly_income, (amount) => formatMoney(amount), t)})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('situation_date')} {date}: {t('monthly_payments')} {formatMoney(result.mortgage_situation.monthly_payments)}, {t('remaining_sum')}{' '}
        {formatMoney(result.mortgage_situation.remaining_sum, 0)}, {t('maximum_mortgage')} {formatMoney(result.maximum_mortgage.total_sum, 0)}
      </Typography>
      {result.explanation && (
        <Button size="small" onClick={() => setOpen(true)} aria-label={t('explain', { scenario: scenarioTitle, person: who })}>
          {t('explain_short')}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('explanation_title', { scenario: `${scenarioTitle}, ${who}` })}</DialogTitle>
        {/* Focusable, so a keyboard can scroll a long explanation. */}
        <DialogContent tabIndex={0}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {situation}
          </Typography>
          <Typography variant="body2">{t(`can_pay_${result.verdict.can_pay_mortgage}`)}</Typography>
          <Typography variant="body2">{t(`can_prolong_${result.verdict.can_prolong_mortgage}`)}</Typography>
          {result.explanation && <ExplanationView explanation={result.explanation} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

interface CardProps {
  scenario: ScenarioKey;
  title: string;
  results: [Person, PersonResult][];
  household: Household;
  covers: LifeCover[];
  children?: React.ReactNode;
}

/** One scenario: each result names whom it is about and whose home the verdict is about, each with its why. */
export function ScenarioCard({ scenario, title, results, household, covers, children }: CardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
        {results.map(([person, result]) => (
          <Verdict key={person} scenario={scenario} person={person} result={result} scenarioTitle={title} household={household} covers={covers} />
        ))}
      </CardContent>
    </Card>
  );
}
