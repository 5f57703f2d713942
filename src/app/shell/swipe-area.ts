import type { MouseEvent } from 'react';

/**
 * MUI's swipe edge is an invisible strip over the page (100 px wide here), so on a touch screen a
 * tap in it would hit the strip and not the link or button below. This hands the tap on.
 */
export function passTapThrough(event: MouseEvent<HTMLElement>): void {
  const strip = event.currentTarget;
  strip.style.pointerEvents = 'none';
  const below = document.elementFromPoint(event.clientX, event.clientY);
  strip.style.pointerEvents = '';
  if (below instanceof HTMLElement) {
    below.focus();
    below.click();
  }
}
