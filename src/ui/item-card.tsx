import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ItemCardProps {
  icon: ReactNode;
  /** What kind of item this is ("Taak", "E-mail"), shown small above the title. */
  kindLabel: string;
  title: string;
  /** Already formatted. */
  date?: string;
  text?: string | null;
  /** A short state such as "Nieuw" or "Afgerond". */
  status?: { label: string; color: 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' };
  /** Asks for the customer's attention: coloured edge and a warning icon with `warningLabel`. */
  warning?: boolean;
  warningLabel?: string;
  /** Opens the item; without it the card is informational and not focusable. */
  onOpen?: () => void;
  children?: ReactNode;
}

/** One card of a list or the overview feed; the whole card is the button, so it is one tab stop. */
export function ItemCard({ icon, kindLabel, title, date, text, status, warning, warningLabel, onOpen, children }: ItemCardProps) {
  const content = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%' }}>
      <Box sx={{ color: warning ? 'warning.dark' : 'primary.main', display: 'flex', pt: 0.5 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {kindLabel}
          </Typography>
          {date && (
            <Typography variant="caption" color="text.secondary">
              {date}
            </Typography>
          )}
          {status && <Chip size="small" label={status.label} color={status.color} />}
          {warning && <WarningAmberIcon fontSize="small" color="warning" titleAccess={warningLabel} />}
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {text && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {text}
          </Typography>
        )}
        {children}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', ...(warning && { borderLeft: 4, borderLeftColor: 'warning.main' }) }}>
      {onOpen ? (
        <CardActionArea onClick={onOpen} sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
