import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../ui/portal-context';
import { PASSWORD_MIN_LENGTH } from '../../../lib/password-rules';
import { changePassword } from '../api/edit-info-api';
import { changePasswordMachine, type PasswordField, type PasswordFields } from '../change-password.machine';

const FIELDS: readonly PasswordField[] = ['current_password', 'new_password', 'new_password_confirmation'];
const AUTOCOMPLETE: Record<PasswordField, string> = {
  current_password: 'current-password',
  new_password: 'new-password',
  new_password_confirmation: 'new-password',
};

const change = fromPromise(({ input }: { input: PasswordFields }) => changePassword(input));

/** The password change of the account tab; Enter submits, the result shows after 2 s. */
export function PasswordForm() {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const [state, send] = useMachine(changePasswordMachine.provide({ actors: { change } }));
  const { fields, errors } = state.context;
  const busy = state.matches('submitting') || state.matches('changing') || state.matches('failing');
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <Typography component="h3" variant="h6">
        {t('password_title')}
      </Typography>
      {state.matches('changed') && <Alert severity="success">{t('password_changed', { context: address })}</Alert>}
      {state.matches('failed') && <Alert severity="error">{t('password_changeError', { context: address })}</Alert>}
      {FIELDS.map((field) => (
        <TextField
          key={field}
          type="password"
          label={t(field)}
          value={fields[field]}
          autoComplete={AUTOCOMPLETE[field]}
          required
          error={!!errors[field]}
          helperText={errors[field] ? t(errors[field], { min: PASSWORD_MIN_LENGTH }) : undefined}
          onChange={(event) => send({ type: 'CHANGE', field, value: event.target.value })}
        />
      ))}
      <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('password_change')}
      </Button>
    </Stack>
  );
}
