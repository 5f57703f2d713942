import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './auth-form';
import { FormField } from './form-field';
import { loginNotice, type ViewProps } from './view-props';

/** 'Forgot password': a reset link by mail (core §4 recovery). */
export function RecoveryForm({ login, context, focusHeading }: ViewProps) {
  const { t } = useTranslation('auth');
  const { snapshot, send, busy } = login;
  const { errors, needsTenantCode } = snapshot.context;

  return (
    <AuthForm
      notice={loginNotice(login)}
      context={context}
      errors={errors}
      onSubmit={() => send({ type: 'SUBMIT' })}
      headingId="recovery-heading"
      heading={t('recovery_heading')}
      intro={t('recovery_intro', { context })}
      focusHeading={focusHeading}
    >
      {needsTenantCode && (
        <FormField
          label={t('field_tenant_code')}
          value={snapshot.context.tenantCode}
          onValueChange={(value) => send({ type: 'CHANGE', field: 'tenantCode', value })}
          errorKey={errors.tenantCode}
          context={context}
          autoComplete="organization"
          htmlInput={{ autoCapitalize: 'characters', spellCheck: false, readOnly: busy }}
        />
      )}
      <FormField
        label={t('field_username')}
        type="email"
        value={snapshot.context.username}
        onValueChange={(value) => send({ type: 'CHANGE', field: 'username', value })}
        errorKey={errors.username}
        context={context}
        autoComplete="username"
        htmlInput={{ inputMode: 'email', spellCheck: false, readOnly: busy }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
        {t('recovery_submit')}
      </Button>
      <Button type="button" size="large" fullWidth sx={{ mt: 1.5 }} disabled={busy} onClick={() => send({ type: 'BACK' })}>
        {t('back_to_login')}
      </Button>
    </AuthForm>
  );
}
