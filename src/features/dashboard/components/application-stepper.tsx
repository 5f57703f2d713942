import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../generated/portal';
import { usePortal } from '../../../ui/portal-context';
import { APPLICATION_STEPS, applicationStep } from '../application-step';

/** The 5-step application stepper (core §4) for one mortgage in application; earlier steps show a check. */
export function ApplicationStepper({ mortgage }: { mortgage: components['schemas']['Mortgage'] }) {
  const { t } = useTranslation('dashboard');
  const { address } = usePortal();
  const wide = useMediaQuery('(min-width:768px)');
  const current = applicationStep(mortgage);
  return (
    <Card variant="outlined" component="section" aria-label={t('stepper_title', { context: address })}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {t('stepper_title', { context: address })}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {[mortgage.company_label_description, mortgage.mainProperty?.street && `${mortgage.mainProperty.street} ${mortgage.mainProperty.formatted_number ?? ''}`].filter(Boolean).join(' · ')}
        </Typography>
        <Stepper activeStep={current - 1} alternativeLabel={wide} orientation={wide ? 'horizontal' : 'vertical'} data-step={current}>
          {APPLICATION_STEPS.map((step, index) => (
            <Step key={step} completed={index < current - 1}>
              <StepLabel>{t(`step_${step}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </CardContent>
    </Card>
  );
}
