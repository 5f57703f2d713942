import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AmountCardProps {
  icon: ReactNode;
  title: string;
  /** The amount as it reads ("€ 66.180,00 per jaar"). */
  amount: string;
  subtitle?: string | null;
  children?: ReactNode;
}

/** One income, pension or obligation: icon, title and its amount, with its details below. */
export function AmountCard({ icon, title, amount, subtitle, children }: AmountCardProps) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
            {icon}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', columnGap: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {amount}
              </Typography>
            </Stack>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
            {children && <Box sx={{ mt: 1.5 }}>{children}</Box>}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
