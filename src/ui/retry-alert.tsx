import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A failure the customer can try again: the message, with the retry button at the alert's end. */
export function RetryAlert({ retryLabel, onRetry, children, sx }: { retryLabel: string; onRetry: () => void; children: ReactNode } & Pick<AlertProps, 'sx'>) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
