import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ErrorSummary } from '../../../ui/error-summary';
import { usePortal } from '../../../ui/portal-context';
import { PASSWORD_MIN_LENGTH } from '../../../lib/password-rules';
import { securityCalls } from '../api/security-api';
import { portalStepUp } from '../../../api/step-up';
import { StepUpDialog } from '../../../ui/step-up-dialog';
import type { stepUpMachine } from '../../../lib/step-up.machine';
import { changePasswordMachine, passwordErrors, type PasswordField, type PasswordFields } from '../change-password.machine';

const FIELDS: readonly PasswordField[] = ['current_password', 'new_password', 'new_password_confirmation'];
const AUTOCOMPLETE: Record<PasswordField, string> = {
  current_password: 'current-password',
  new_password: 'new-password',
  new_password_confirmation: 'new-password',
};

const change = fromPromise(({ input }: { input: PasswordFields }) => securityCalls.changePassword(input));

const idOf = (field: PasswordField) => `password-${field}`;

/**
 * The password change of the account tab; Enter submits, the result shows after 2 s. A refused
 * submit shows the messages at the fields and, as every form does, the error summary on top.
 */
export function PasswordForm() {
  const { t } = useTranslation(['editInfo', 'forms']);
  const { address } = usePortal();
  const [state, send] = useMachine(changePasswordMachine.provide({ actors: { change, stepUp: portalStepUp } }));
  const { fields, errors } = state.context;
  const busy = state.matches('submitting') || state.matches('steppingUp') || state.matches('changing') || state.matches('failing');
  const [attempt, setAttempt] = useState(0);
  const focusedAttemptRef = useRef(0);
  const message = (field: PasswordField) => errors[field] && t(errors[field], { min: PASSWORD_MIN_LENGTH });
  const entries = FIELDS.filter((field) => errors[field]).map((field) => ({ id: idOf(field), text: `${t(field)}: ${message(field)}` }));
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        // The machine refuses a submit with an error in it (only while editing); the summary then takes the focus.
        if (state.matches('editing') && Object.keys(passwordErrors(fields)).length > 0) setAttempt((count) => count + 1);
        send({ type: 'SUBMIT' });
      }}
    >
      <Typography component="h3" variant="h6">
        {t('password_title')}
      </Typography>
      {state.matches('changed') && <Alert severity="success">{t('password_changed', { context: address })}</Alert>}
      {state.matches('failed') && <Alert severity="error">{t('password_changeError', { context: address })}</Alert>}
      {entries.length > 0 && (
        <ErrorSummary title={t('forms:errors_title', { context: address })} entries={entries} attempt={attempt} focusedAttemptRef={focusedAttemptRef} />
      )}
      {FIELDS.map((field) => (
        <TextField
          key={field}
          id={idOf(field)}
          type="password"
          label={t(field)}
          value={fields[field]}
          autoComplete={AUTOCOMPLETE[field]}
          required
          error={!!errors[field]}
          helperText={message(field)}
          onChange={(event) => send({ type: 'CHANGE', field, value: event.target.value })}
        />
      ))}
      <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('password_change')}
      </Button>
      <StepUpDialog actor={state.children.stepUp as ActorRefFrom<typeof stepUpMachine> | undefined} />
    </Stack>
  );
}
