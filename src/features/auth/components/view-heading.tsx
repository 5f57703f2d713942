import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of one view of a screen. When the view replaces another (login → recovery), focus
 * moves to it, so keyboard and screen-reader users start at the top of what changed.
 */
export function ViewHeading({ children, focusOnMount, id }: { children: ReactNode; focusOnMount: boolean; id: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Typography ref={ref} id={id} tabIndex={-1} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1, outline: 'none', overflowWrap: 'break-word' }}>
      {children}
    </Typography>
  );
}
