import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessageScreenProps {
  title: string;
  body: string;
  /** A way out, such as a retry button. */
  action?: ReactNode;
  /** `alert` makes a screen reader announce the message at once (for errors). */
  role?: 'alert';
}

/** A whole-screen message for states where the portal cannot show an office. */
export function MessageScreen({ title, body, action, role }: MessageScreenProps) {
  return (
    <Container component="main" maxWidth="sm" sx={{ minHeight: '100dvh', display: 'grid', alignContent: 'center', py: 6 }}>
      <Box role={role}>
        <Typography component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {body}
        </Typography>
      </Box>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Container>
  );
}
