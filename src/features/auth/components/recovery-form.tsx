import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthMessage } from './auth-message';
import { FormField } from './form-field';
import { useFocusFirstError } from './use-focus-first-error';
import { ViewHeading } from './view-heading';
import { loginNotice, type ViewProps } from './view-props';

/** 'Forgot password': a reset link by mail (core §4 recovery). */
export function RecoveryForm({ login, context, focusHeading }: ViewProps) {
  const { t } = useTranslation('auth');
  const { snapshot, send, busy } = login;
  const { errors, needsTenantCode } = snapshot.context;
  const formRef = useFocusFirstError(errors);

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-labelledby="recovery-heading"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <ViewHeading id="recovery-heading" focusOnMount={focusHeading}>
        {t('recovery_heading')}
      </ViewHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('recovery_intro', { context })}
      </Typography>
      <AuthMessage notice={loginNotice(login)} context={context} />
      {needsTenantCode && (
        <FormField
          label={t('field_tenant_code')}
          value={snapshot.context.tenantCode}
          onValueChange={(value) => send({ type: 'CHANGE', field: 'tenantCode', value })}
          errorKey={errors.tenantCode}
          context={context}
          autoComplete="organization"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, readOnly: busy } }}
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
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, readOnly: busy } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
        {t('recovery_submit')}
      </Button>
      <Button type="button" size="large" fullWidth sx={{ mt: 1.5 }} disabled={busy} onClick={() => send({ type: 'BACK' })}>
        {t('back_to_login')}
      </Button>
    </Box>
  );
}
