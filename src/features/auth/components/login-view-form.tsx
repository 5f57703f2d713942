import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AuthMessage } from './auth-message';
import { useFocusFirstError } from './use-focus-first-error';
import { ViewHeading } from './view-heading';
import { loginNotice, type ViewProps } from './view-props';

interface LoginViewFormProps {
  view: Pick<ViewProps, 'login' | 'context'>;
  /** Id of the heading that names the form for screen readers. */
  headingId: string;
  heading: string;
  intro: string;
  focusHeading: boolean;
  children: ReactNode;
}

/**
 * The frame every step of the login flow shares: a form named by its heading, an introduction,
 * the flow's message, focus on the first field in error, and Enter submitting to the machine.
 */
export function LoginViewForm({ view, headingId, heading, intro, focusHeading, children }: LoginViewFormProps) {
  const { login, context } = view;
  const formRef = useFocusFirstError(login.snapshot.context.errors);
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        login.send({ type: 'SUBMIT' });
      }}
    >
      <ViewHeading id={headingId} focusOnMount={focusHeading}>
        {heading}
      </ViewHeading>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {intro}
      </Typography>
      <AuthMessage notice={loginNotice(login)} context={context} />
      {children}
    </Box>
  );
}
