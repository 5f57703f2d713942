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
import { availableCalculators, CALCULATOR_PARAM } from '../../../lib/calculators';

/**
 * Hypotheekwacht (advice §2): update your data, explore the scenarios (their drawer, or the
 * calculators card when the office has no scenarios), contact the office. A step whose screen the office hides shows its text without a button.
 */
export function HypotheekwachtCard() {
  const { t } = useTranslation('dashboard');
  const { address, tenant } = usePortal();
  // Explore opens the scenarios drawer when the office offers it, else points at the calculators card.
  const explore = availableCalculators(tenant).includes('scenarios') ? `?${CALCULATOR_PARAM}=scenarios` : '#calculators';
  const editPath = usePathOf('editInfo');
  const contactPath = usePathOf('contact');
  const steps = [
    { key: 'update', to: editPath },
    { key: 'explore', to: explore },
    { key: 'contact', to: contactPath },
  ] as const;
  return (
    <Card variant="outlined" component="section" aria-labelledby="hypotheekwacht-title">
      <CardContent>
        <Typography id="hypotheekwacht-title" component="h2" variant="h6">
          {t('watch_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('watch_intro', { context: address })}
        </Typography>
        <Stepper orientation="vertical" nonLinear activeStep={-1} sx={{ mt: 1 }}>
          {steps.map((step) => (
            <Step key={step.key} expanded active>
              <StepLabel>{t(`watch_${step.key}`)}</StepLabel>
              <StepContent>
                <Typography variant="body2">{t(`watch_${step.key}_text`, { context: address })}</Typography>
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
