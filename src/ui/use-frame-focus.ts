import { useEffect, useRef, useState } from 'react';

/**
 * Whether keyboard or pointer focus is inside the frame `ref` points at. Focus that moves into a
 * frame leaves its element matching neither :focus nor :focus-visible, so no style rule can draw
 * the ring; the page only learns of it as its own window losing focus to that frame. The frame's
 * own document scrolls it into view without knowing the page's fixed header, so the page scrolls
 * it again, where its scroll-padding keeps it clear of the header.
 */
export function useFrameFocus<T extends HTMLIFrameElement>() {
  const ref = useRef<T>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const left = () => {
      const inside = document.activeElement === ref.current;
      if (inside) ref.current?.scrollIntoView({ block: 'nearest' });
      setFocused(inside);
    };
    const back = () => setFocused(false);
    window.addEventListener('blur', left);
    window.addEventListener('focus', back);
    return () => {
      window.removeEventListener('blur', left);
      window.removeEventListener('focus', back);
    };
  }, []);
  return [ref, focused] as const;
}
