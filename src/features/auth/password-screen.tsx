import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { TextInput } from '../../ui/text-input';
import { resetPassword, validateToken } from './api/password-api';
import { AuthLayout } from './components/auth-layout';
import { AuthMessage } from './components/auth-message';
import { PasswordField } from './components/form-field';
import { LoginFlow } from './components/login-flow';
import { AuthForm } from './components/auth-form';
import { ViewHeading } from './components/view-heading';
import { passwordMachine } from './password.machine';
import { AUTH_PATHS, OFFICE_PARAM } from './paths';
import { useAuthTenant } from './use-auth-tenant';
import { useSession } from './use-session';

/**
 * Password set (`?register=<token>`) or reset (`?reset_password=<token>`), core §2 and §4: the
 * token is checked first; a set password signs in at once with the office of the host or link.
 */
export function PasswordScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { hostTenantName } = useSession();
  const { context } = useAuthTenant();
  const register = params.has('register');
  const tenant = hostTenantName ?? params.get(OFFICE_PARAM);

  const actor = useActorRef(
    passwordMachine.provide({
      actors: {
        validateToken: fromPromise(({ input }: { input: { token: string; tenant: string | null } }) => validateToken(input)),
        setPassword: fromPromise(({ input }: { input: { token: string; password: string; tenant: string | null } }) => resetPassword(input)),
      },
    }),
    { input: { token: params.get('register') ?? params.get('reset_password'), tenant } },
  );
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
