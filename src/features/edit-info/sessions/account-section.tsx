import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section of the account tab: its heading (which names the section) and a line saying what it is for. */
export function AccountSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography id={id} component="h3" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2">{intro}</Typography>
      {children}
    </Stack>
  );
}
