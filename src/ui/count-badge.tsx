import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';

// MUI's Badge is fetched when a count first appears: the counts come after the screen's first
// answers (the header's turn, after-first-data.tsx), so the first paint does not carry it.
const Badge = lazy(() => import('@mui/material/Badge'));

/**
 * A number of new items on an icon; nothing at 0. The number is decoration: the control's own
 * label says it in words (see `with_new`), so the badge is hidden from screen readers.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  // Laid out as the Badge's own root, so nothing moves when the badge arrives.
  const plain = (
    <Box component="span" sx={{ display: 'inline-flex', position: 'relative', verticalAlign: 'middle', flexShrink: 0 }}>
      {children}
    </Box>
  );
  if (count <= 0) return plain;
  return (
    <Suspense fallback={plain}>
      <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
        {children}
      </Badge>
    </Suspense>
  );
}
