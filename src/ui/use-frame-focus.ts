import { useEffect, useRef, useState } from 'react';

/**
 * Whether keyboard or pointer focus is inside the frame `ref` points at. Focus that moves into a
 * frame leaves its element matching neither :focus nor :focus-visible, so no style rule can draw
 * the ring; the page only learns of it as its own window losing focus to that frame.
 */
export function useFrameFocus<T extends HTMLIFrameElement>() {
  const ref = useRef<T>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const left = () => setFocused(document.activeElement === ref.current);
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
