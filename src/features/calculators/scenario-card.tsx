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
import { livableKey, type PersonResult, VerdictIcon } from './verdict';

export type Person = 'applicant' | 'partner';

function Verdict({ person, result, scenarioTitle }: { person: Person; result: PersonResult; scenarioTitle: string }) {
  const { t } = useTranslation('calculators');
  const { address } = usePortal();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const verdictText = t(`verdict_${livableKey(result.verdict.livable)}`, { context: address });
  const personText = t(`person_${person}`, { context: address });
  return (
    <Box sx={{ mt: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <VerdictIcon livable={result.verdict.livable} label={verdictText} />
        <Typography variant="subtitle2" component="p">
          {personText}: {verdictText}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('net_income')}: {formatMoney(result.income.total_net_monthly_income)} ({t('net_difference')} {formatMoney(result.income.difference_net_monthly_income)})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('situation_date')} {formatDate(result.mortgage_situation.date, 'long')}: {t('monthly_payments')} {formatMoney(result.mortgage_situation.monthly_payments)}, {t('remaining_sum')} {formatMoney(result.mortgage_situation.remaining_sum, 0)}, {t('maximum_mortgage')} {formatMoney(result.maximum_mortgage.total_sum, 0)}
      </Typography>
      {result.explanation && (
        <Button size="small" onClick={() => setOpen(true)} aria-label={t('explain', { scenario: scenarioTitle, person: personText })}>
          {t('explain_short')}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('explanation_title', { scenario: `${scenarioTitle}, ${personText}` })}</DialogTitle>
        {/* Focusable, so a keyboard can scroll a long explanation. */}
        <DialogContent tabIndex={0}>
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

/** One scenario: the customer's verdict and, where it applies, the partner's, each with its why. */
export function ScenarioCard({ title, results, children }: { title: string; results: [Person, PersonResult][]; children?: React.ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
        {results.map(([person, result]) => (
          <Verdict key={person} person={person} result={result} scenarioTitle={title} />
        ))}
      </CardContent>
    </Card>
  );
}
