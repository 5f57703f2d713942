import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A number of new items on an icon; nothing at 0. The number is decoration: the control's own
 * label says it in words (see `with_new`), so the badge is hidden from screen readers.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  // Without a number, no badge in the page at all; laid out as the Badge's own root, so nothing
  // moves when a number comes.
  if (count <= 0)
    return (
      <Box component="span" sx={{ display: 'inline-flex', position: 'relative', verticalAlign: 'middle', flexShrink: 0 }}>
        {children}
      </Box>
    );
  return (
    <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
      {children}
    </Badge>
  );
}
