import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathOf, usePortal } from '../../../ui/portal-context';
import { availableCalculators } from '../../../lib/calculators';
import { WatchSignalList } from './watch-signal-list';
import { watchSteps } from './watch-steps';

/**
 * Hypotheekwacht (advice §2): first the signals the portal computed from the customer's data,
 * then the steps: update your data, explore the scenarios (their drawer, or the
 * calculators card when the office has no scenarios), contact the office. A step whose screen the
 * office hides shows its text without a button, and the card promises only what the office
 * offers: the data it shows, the calculators it has.
 */
export function HypotheekwachtCard() {
  const { t } = useTranslation('dashboard');
  const { address, tenant, resolved } = usePortal();
  const editPath = usePathOf('editInfo');
  const contactPath = usePathOf('contact');
  const steps = watchSteps(
    { incomes: resolved.data.incomes, obligations: resolved.data.obligations, calculators: availableCalculators(tenant) },
    editPath,
    contactPath,
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="hypotheekwacht-title">
      <CardContent>
        <Typography id="hypotheekwacht-title" component="h2" variant="h6">
          {t('watch_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(steps.length === 2 ? 'watch_intro_two' : 'watch_intro', { context: address })}
        </Typography>
        <WatchSignalList />
        <Stepper orientation="vertical" nonLinear activeStep={-1} sx={{ mt: 1 }}>
          {steps.map((step) => (
            <Step key={step.key} expanded active>
              <StepLabel>{t(`watch_${step.key}`)}</StepLabel>
              <StepContent>
                <Typography variant="body2">{t(step.text, { context: address })}</Typography>
                {step.to?.startsWith('#') && (
                  <Button size="small" sx={{ mt: 0.5 }} href={step.to}>
                    {t(`watch_${step.key}_action`)}
                  </Button>
                )}
                {step.to && !step.to.startsWith('#') && (
                  <Button size="small" sx={{ mt: 0.5 }} component={Link} to={step.to}>
                    {t(`watch_${step.key}_action`)}
                  </Button>
                )}
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </CardContent>
    </Card>
  );
}
