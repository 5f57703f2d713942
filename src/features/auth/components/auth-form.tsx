import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AddressContext } from '../../../lib/formal-address';
import { AuthMessage, type AuthNotice } from './auth-message';
import { useFocusFirstError } from './use-focus-first-error';
import { ViewHeading } from './view-heading';

interface AuthFormProps {
  /** Id of the heading that names the form for screen readers. */
  headingId: string;
  heading: string;
  intro: string;
  focusHeading: boolean;
  notice: AuthNotice;
  context: AddressContext;
  /** The field errors of the flow; the first one in the form gets the focus. */
  errors: Parameters<typeof useFocusFirstError>[0];
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The frame every sign-in form shares (login steps, activation, password): a form named by its
 * heading, an introduction, the flow's message, focus on the first field in error, and Enter
 * submitting to the flow's machine.
 */
export function AuthForm({ headingId, heading, intro, focusHeading, notice, context, errors, onSubmit, children }: AuthFormProps) {
  const { formRef, onSubmitted, onTyped } = useFocusFirstError(errors);
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onInput={onTyped}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitted();
        onSubmit();
      }}
    >
      <ViewHeading id={headingId} focusOnMount={focusHeading}>
        {heading}
      </ViewHeading>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {intro}
      </Typography>
      <AuthMessage notice={notice} context={context} />
      {children}
    </Box>
  );
}
