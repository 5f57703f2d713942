import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { TextInput } from '../../../ui/text-input';
import type { passwordMachine } from '../password.machine';
import { AUTH_PATHS } from '../paths';
import { useAuthTenant } from '../use-auth-tenant';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthMessage } from './auth-message';
import { PasswordField } from './form-field';
import { LoginFlow } from './login-flow';
import { ViewHeading } from './view-heading';

interface PasswordStepsProps {
  actor: ActorRefFrom<typeof passwordMachine>;
  /** A registration link (first password) rather than a reset link. */
  register: boolean;
  /** The office the set password signs in at. */
  tenant: string | null;
}

/**
 * What the password screen shows of its machine: the link being checked, a dead link, the new
 * password twice, then the sign-in. Apart from the screen so the studio can hand in an actor it drives.
 */
export function PasswordSteps({ actor, register, tenant }: PasswordStepsProps) {
  const { t } = useTranslation('auth');
  const { context } = useAuthTenant();
  const snapshot = useSelector(actor, (current) => current);
  const { errors, error, username } = snapshot.context;
  const busy = snapshot.matches('saving');

  if (snapshot.matches('done')) {
    return (
      <AuthLayout>
        <LoginFlow start={{ tenant, username: username ?? '', password: snapshot.context.password, notice: 'password_set' }} />
      </AuthLayout>
    );
  }

  const heading = t(register ? 'password_heading_register' : 'password_heading_reset');
  return (
    <AuthLayout>
      {(snapshot.matches('start') || snapshot.matches('validating')) && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('password_checking_link')} />
        </Box>
      )}
      {snapshot.matches('invalidToken') && (
        <Box component="section" aria-labelledby="password-heading">
          <ViewHeading id="password-heading" focusOnMount={false}>
            {heading}
          </ViewHeading>
          <AuthMessage notice={{ severity: 'error', message: { key: 'login_error_token' } }} context={context} />
          <Button component={RouterLink} to={AUTH_PATHS.login} state={{ view: 'recovery' }} variant="contained" size="large" fullWidth>
            {t('request_new_link')}
          </Button>
          <Button component={RouterLink} to={AUTH_PATHS.login} size="large" fullWidth sx={{ mt: 1.5 }}>
            {t('back_to_login')}
          </Button>
        </Box>
      )}
      {snapshot.matches('checkFailed') && (
        <Box component="section" aria-labelledby="password-heading">
          <ViewHeading id="password-heading" focusOnMount={false}>
            {heading}
          </ViewHeading>
          <AuthMessage notice={{ severity: 'error', message: { key: 'login_error_retry' } }} context={context} />
          <Button variant="contained" size="large" fullWidth onClick={() => actor.send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </Box>
      )}
      {(snapshot.matches('editing') || busy) && (
        <AuthForm
          headingId="password-heading"
          heading={heading}
          intro={t('password_intro', { context, min: 8 })}
          focusHeading={false}
          notice={error ? { severity: 'error', message: { key: error } } : null}
          context={context}
          errors={errors}
          onSubmit={() => actor.send({ type: 'SUBMIT' })}
        >
          {username && <TextInput label={t('field_username')} value={username} autoComplete="username" htmlInput={{ readOnly: true }} />}
          <PasswordField
            label={t('field_new_password')}
            value={snapshot.context.password}
            onValueChange={(value) => actor.send({ type: 'CHANGE', field: 'password', value })}
            errorKey={errors.password}
            context={context}
            autoComplete="new-password"
            autoFocus
            htmlInput={{ readOnly: busy }}
          />
          <PasswordField
            label={t('field_confirmation')}
            value={snapshot.context.confirmation}
            onValueChange={(value) => actor.send({ type: 'CHANGE', field: 'confirmation', value })}
            errorKey={errors.confirmation}
            context={context}
            autoComplete="new-password"
            htmlInput={{ readOnly: busy }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
            {t('password_submit')}
          </Button>
        </AuthForm>
      )}
    </AuthLayout>
  );
}
