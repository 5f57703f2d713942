import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './auth-form';
import { FormField } from './form-field';
import { loginNotice, type ViewProps } from './view-props';

const OTHER_FACTOR = { app: 'two_factor_use_app', email: 'two_factor_use_email', recovery: 'two_factor_use_recovery' } as const;

/** The second step: the app's code, the code from the mail (core §2, §4) or a recovery code (issue 39). */
export function TwoFactorForm({ login, context }: ViewProps) {
  const { t } = useTranslation('auth');
  const { snapshot, send, busy } = login;
  const { errors, username, factor, factors } = snapshot.context;
  const intro = { app: 'two_factor_intro_app', email: 'two_factor_intro', recovery: 'two_factor_intro_recovery' } as const;

  return (
    <AuthForm
      notice={loginNotice(login)}
      context={context}
      errors={errors}
      onSubmit={() => send({ type: 'SUBMIT' })}
      headingId="two-factor-heading"
      heading={t('two_factor_heading')}
      intro={t(intro[factor], { context, username: username.trim() })}
      // The code field, not the heading, takes focus: a code typed at once must land in it.
      focusHeading={false}
    >
      <FormField
        label={t(factor === 'recovery' ? 'field_recovery_code' : factor === 'app' ? 'field_app_code' : 'field_otp')}
        value={snapshot.context.otp}
        onValueChange={(value) => send({ type: 'CHANGE', field: 'otp', value })}
        errorKey={errors.otp}
        context={context}
        autoComplete="one-time-code"
        autoFocus
        htmlInput={{ inputMode: factor === 'recovery' ? 'text' : 'numeric', maxLength: 11, spellCheck: false, readOnly: busy }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
        {t('two_factor_submit')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mt: 1.5 }}>
        <Button type="button" disabled={busy} onClick={() => send({ type: 'BACK' })}>
          {t('back_to_login')}
        </Button>
        {factor === 'email' && (
          <Button type="button" disabled={busy} onClick={() => send({ type: 'RESEND_CODE' })}>
            {t('two_factor_resend')}
          </Button>
        )}
        {factors
          .filter((other) => other !== factor)
          .map((other) => (
            <Button key={other} type="button" disabled={busy} onClick={() => send({ type: 'USE_FACTOR', factor: other })}>
              {t(OTHER_FACTOR[other], { context })}
            </Button>
          ))}
      </Box>
    </AuthForm>
  );
}
