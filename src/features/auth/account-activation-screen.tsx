import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { configurePassword } from './api/password-api';
import { resolveTenantCode } from './api/session-api';
import { activationMachine } from './activation.machine';
import { AuthLayout } from './components/auth-layout';
import { FormField } from './components/form-field';
import { AuthForm } from './components/auth-form';
import { AUTH_PATHS, registrationPath } from './paths';
import { useAuthTenant } from './use-auth-tenant';
import { useSession } from './use-session';

/** Account activation (advice §2): the office's activation number leads to the password screen. */
export function AccountActivationScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { hostTenantName } = useSession();
  const { context } = useAuthTenant();
  const actor = useActorRef(
    activationMachine.provide({
      actors: {
        resolveTenantCode: fromPromise(({ input }: { input: { code: string } }) => resolveTenantCode(input.code)),
        activate: fromPromise(({ input }: { input: { number: string; tenant: string | null } }) => configurePassword(input)),
      },
    }),
    { input: { tenant: hostTenantName } },
  );
  const snapshot = useSelector(actor, (current) => current);
  const { errors, error, needsTenantCode } = snapshot.context;
  const busy = !snapshot.matches('editing');

  useEffect(() => {
    if (snapshot.status === 'done' && snapshot.output) navigate(registrationPath(snapshot.output.token, snapshot.output.tenant), { replace: true });
  }, [snapshot, navigate]);

  return (
    <AuthLayout>
      <AuthForm
        headingId="activation-heading"
        heading={t('activation_heading')}
        intro={t('activation_intro', { context })}
        focusHeading={false}
        notice={error ? { severity: 'error', message: { key: error } } : null}
        context={context}
        errors={errors}
        onSubmit={() => actor.send({ type: 'SUBMIT' })}
      >
        {needsTenantCode && (
          <FormField
            label={t('field_tenant_code')}
            value={snapshot.context.tenantCode}
            onValueChange={(value) => actor.send({ type: 'CHANGE', field: 'tenantCode', value })}
            errorKey={errors.tenantCode}
            context={context}
            autoComplete="organization"
            autoFocus
            htmlInput={{ autoCapitalize: 'characters', spellCheck: false, readOnly: busy }}
          />
        )}
        <FormField
          label={t('field_activation_number')}
          value={snapshot.context.number}
          onValueChange={(value) => actor.send({ type: 'CHANGE', field: 'number', value })}
          errorKey={errors.number}
          context={context}
          autoComplete="off"
          autoFocus={!needsTenantCode}
          htmlInput={{ spellCheck: false, readOnly: busy }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
          {t('activation_submit')}
        </Button>
        <Typography variant="body2" sx={{ mt: 3 }}>
          {t('activation_no_code', { context })}{' '}
          <Link component={RouterLink} to={AUTH_PATHS.login} state={{ view: 'recovery' }}>
            {t('forgot_password')}
          </Link>
        </Typography>
        <Button component={RouterLink} to={AUTH_PATHS.login} size="large" fullWidth sx={{ mt: 2 }}>
          {t('back_to_login')}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
