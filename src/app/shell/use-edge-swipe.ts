import { useEffect, useRef } from 'react';
import { MIN_SWIPE_DISTANCE, SWIPE_EDGE } from './layout';

interface EdgeSwipe {
  /** Below the header only: the header's buttons are no part of the edge. */
  top: number;
  enabled: boolean;
  /** A finger touched the edge: the menu may be about to open. */
  onTouch: () => void;
  onSwipe: () => void;
}

/**
 * Core §2's swipe from the left edge (100 px wide) opens the closed menu. The page is watched
 * rather than covered: MUI's swipe edge is a strip over the page that every tap in the first 100 px
 * of a phone screen hit instead of the button below it, so here nothing lies over what a customer
 * taps, and a touch only counts once it has moved right far enough.
 */
export function useEdgeSwipe({ top, enabled, onTouch, onSwipe }: EdgeSwipe): void {
  const latest = useRef({ top, onTouch, onSwipe });
  useEffect(() => {
    latest.current = { top, onTouch, onSwipe };
  });
  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | null = null;
    const begin = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch && touch.clientX <= SWIPE_EDGE && touch.clientY >= latest.current.top
          ? { x: touch.clientX, y: touch.clientY }
          : null;
      if (start) latest.current.onTouch();
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const right = touch.clientX - start.x;
      const across = right > Math.abs(touch.clientY - start.y);
      // Across from the edge is the menu's, not the browser's way back in its history; a scroll of
      // the page stays a scroll.
      if (across && event.cancelable) event.preventDefault();
      if (across && right >= MIN_SWIPE_DISTANCE) {
        start = null;
        latest.current.onSwipe();
      }
    };
    const end = () => (start = null);
    const options = { passive: true, capture: true };
    // Not passive: a swipe across from the edge keeps the browser from taking it.
    const moving = { passive: false, capture: true };
    document.addEventListener('touchstart', begin, options);
    document.addEventListener('touchmove', move, moving);
    document.addEventListener('touchend', end, options);
    document.addEventListener('touchcancel', end, options);
    return () => {
      document.removeEventListener('touchstart', begin, options);
      document.removeEventListener('touchmove', move, moving);
      document.removeEventListener('touchend', end, options);
      document.removeEventListener('touchcancel', end, options);
    };
  }, [enabled]);
}
