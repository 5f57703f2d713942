import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AUTH_PATHS } from '../paths';
import { AuthForm } from './auth-form';
import { FormField, PasswordField } from './form-field';
import { loginNotice, type ViewProps } from './view-props';

/** The password step: office code (only without office sub-domain), e-mail address, password. */
export function LoginForm({ login, context, office, focusHeading }: ViewProps) {
  const { t } = useTranslation('auth');
  const { snapshot, send, busy } = login;
  const { errors, needsTenantCode, savedAccounts } = snapshot.context;
  // Where the focus starts: a known username (a chosen account) leaves only the password to type;
  // otherwise the heading of a view that replaced another, or else the first field.
  const focus = snapshot.context.username !== '' ? 'password' : focusHeading ? 'heading' : needsTenantCode ? 'tenantCode' : 'username';
  // Offered where the browser can ask for a passkey at all.
  const webAuthn = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const change = (field: 'tenantCode' | 'username' | 'password') => (value: string) => send({ type: 'CHANGE', field, value });

  return (
    <AuthForm
      notice={loginNotice(login)}
      context={context}
      errors={errors}
      onSubmit={() => send({ type: 'SUBMIT' })}
      headingId="login-heading"
      heading={office ? t('login_welcome_office', { office }) : t('login_welcome')}
      intro={t('login_intro', { context })}
      focusHeading={focus === 'heading'}
    >
      {needsTenantCode && (
        <FormField
          label={t('field_tenant_code')}
          value={snapshot.context.tenantCode}
          onValueChange={change('tenantCode')}
          errorKey={errors.tenantCode}
          context={context}
          helperText={t('field_tenant_code_help', { context })}
          autoComplete="organization"
          autoFocus={focus === 'tenantCode'}
          htmlInput={{ autoCapitalize: 'characters', spellCheck: false, readOnly: busy }}
        />
      )}
      <FormField
        label={t('field_username')}
        type="email"
        value={snapshot.context.username}
        onValueChange={change('username')}
        errorKey={errors.username}
        context={context}
        autoComplete="username"
        autoFocus={focus === 'username'}
        htmlInput={{ inputMode: 'email', spellCheck: false, readOnly: busy }}
      />
      <PasswordField
        label={t('field_password')}
        value={snapshot.context.password}
        onValueChange={change('password')}
        errorKey={errors.password}
        context={context}
        autoComplete="current-password"
        autoFocus={focus === 'password'}
        htmlInput={{ readOnly: busy }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Link component="button" type="button" variant="body2" onClick={() => send({ type: 'FORGOT_PASSWORD' })}>
          {t('forgot_password')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
        {t('login_submit')}
      </Button>
      {!needsTenantCode && webAuthn && (
        <Button type="button" variant="outlined" size="large" fullWidth sx={{ mt: 1.5 }} disabled={busy} onClick={() => send({ type: 'PASSKEY' })}>
          {t('login_passkey')}
        </Button>
      )}
      {savedAccounts > 0 && (
        <Button type="button" variant="outlined" size="large" fullWidth sx={{ mt: 1.5 }} onClick={() => send({ type: 'OTHER_ACCOUNT' })}>
          {t('other_account')}
        </Button>
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        {t('activation_prompt', { context })}{' '}
        <Link component={RouterLink} to={AUTH_PATHS.activation}>
          {t('activation_link', { context })}
        </Link>
      </Typography>
    </AuthForm>
  );
}
