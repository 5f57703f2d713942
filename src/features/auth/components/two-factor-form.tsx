import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './auth-form';
import { FormField } from './form-field';
import { loginNotice, type ViewProps } from './view-props';

/** The second step: the one-time code from the mail (core §2, §4). */
export function TwoFactorForm({ login, context }: ViewProps) {
  const { t } = useTranslation('auth');
  const { snapshot, send, busy } = login;
  const { errors, username } = snapshot.context;

  return (
    <AuthForm
      notice={loginNotice(login)}
      context={context}
      errors={errors}
      onSubmit={() => send({ type: 'SUBMIT' })}
      headingId="two-factor-heading"
      heading={t('two_factor_heading')}
      intro={t('two_factor_intro', { context, username: username.trim() })}
      // The code field, not the heading, takes focus: a code typed at once must land in it.
      focusHeading={false}
    >
      <FormField
        label={t('field_otp')}
        value={snapshot.context.otp}
        onValueChange={(value) => send({ type: 'CHANGE', field: 'otp', value })}
        errorKey={errors.otp}
        context={context}
        autoComplete="one-time-code"
        autoFocus
        htmlInput={{ inputMode: 'numeric', maxLength: 10, spellCheck: false, readOnly: busy }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
        {t('two_factor_submit')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mt: 1.5 }}>
        <Button type="button" disabled={busy} onClick={() => send({ type: 'BACK' })}>
          {t('back_to_login')}
        </Button>
        <Button type="button" disabled={busy} onClick={() => send({ type: 'RESEND_CODE' })}>
          {t('two_factor_resend')}
        </Button>
      </Box>
    </AuthForm>
  );
}
