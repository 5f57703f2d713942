import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '../../../../generated/portal';
import { usePathOf, usePortal } from '../../../ui/portal-context';
import { APPLICATION_STEPS, applicationStep } from '../../../lib/application-step';

const ICON = 24;
const WIDE = '@media (min-width:768px)';

// The steps are an ordered list drawn by one style rule rather than MUI's Stepper: the Stepper
// drew dozens of styled elements per application into the dashboard's first paint, and its code
// was the first download's largest part after the feed (docs/performance/first-load-log.md). Upright on a phone, side by side with the labels under the
// circles from 768 px, as the Stepper showed them.
const stepsStyle = (theme: Theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  '& li': { position: 'relative', display: 'flex', alignItems: 'center', gap: 1.5, pb: 3 },
  '& li:last-of-type': { pb: 0 },
  // The line to the next step.
  '& li:not(:last-of-type)::after': {
    content: '""',
    position: 'absolute',
    left: ICON / 2,
    top: ICON + 4,
    bottom: 4,
    borderLeft: `1px solid ${theme.palette.grey[400]}`,
  },
  '& .step-icon': {
    flex: 'none',
    width: ICON,
    height: ICON,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    typography: 'caption',
    color: theme.palette.primary.contrastText,
    bgcolor: theme.palette.text.disabled,
  },
  '& li:not([data-state="todo"]) .step-icon': { bgcolor: theme.palette.primary.main },
  '& .step-label': { typography: 'body2', color: 'text.secondary' },
  '& li:not([data-state="todo"]) .step-label': { color: 'text.primary' },
  '& li[data-state="current"] .step-label': { fontWeight: 500 },
  '& .step-done': visuallyHidden,
  [WIDE]: {
    display: 'grid',
    gridTemplateColumns: `repeat(${APPLICATION_STEPS.length}, minmax(0, 1fr))`,
    '& li': { flexDirection: 'column', gap: 2, pb: 0, textAlign: 'center' },
    '& li:not(:last-of-type)::after': {
      left: `calc(50% + ${ICON / 2 + 8}px)`,
      right: `calc(-50% + ${ICON / 2 + 8}px)`,
      top: ICON / 2,
      bottom: 'auto',
      borderLeft: 'none',
      borderTop: `1px solid ${theme.palette.grey[400]}`,
    },
  },
});

/** A tick for a finished step, drawn without a styled icon component. */
const Tick = () => (
  <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
  </svg>
);

/** The 5-step application stepper (core §4) for one mortgage in application; earlier steps show a check. */
export function ApplicationStepper({ mortgage }: { mortgage: components['schemas']['Mortgage'] }) {
  const { t } = useTranslation('dashboard');
  const { address } = usePortal();
  const current = applicationStep(mortgage);
  const mortgagesPath = usePathOf('hypotheek');
  return (
    <Card variant="outlined" component="section" aria-label={t('stepper_title', { context: address })}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {t('stepper_title', { context: address })}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {[
            mortgage.company_label_description,
            mortgage.mainProperty?.street && `${mortgage.mainProperty.street} ${mortgage.mainProperty.formatted_number ?? ''}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Box component="ol" data-step={current} sx={stepsStyle}>
          {APPLICATION_STEPS.map((step, index) => {
            const number = index + 1;
            const state = number < current ? 'done' : number === current ? 'current' : 'todo';
            return (
              <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="step-icon" aria-hidden="true">
                  {state === 'done' ? <Tick /> : number}
                </span>
                <span className="step-label">
                  {t(`step_${step}`)}
                  {state === 'done' && <span className="step-done">, {t('step_done')}</span>}
                </span>
              </li>
            );
          })}
        </Box>
        {/* The five steps stay here; the application's dates and to-dos are on the mortgage itself. */}
        {mortgagesPath && (
          <Button component={Link} to={`${mortgagesPath}?aanvraag=${mortgage.id}`} sx={{ mt: 2 }}>
            {t('stepper_open', { context: address })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
