import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';

/**
 * A number of new items on an icon; nothing at 0. The number is decoration: the control's own
 * label says it in words (see `with_new`), so the badge is hidden from screen readers.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
      {children}
    </Badge>
  );
}
