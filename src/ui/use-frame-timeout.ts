import { useEffect, useState } from 'react';
import { FRAME_TIMEOUT_MS } from '../lib/frame-timeout';

/**
 * Whether a frame of `src` has loaded, and whether it failed to within `timeout` ms. A frame
 * gives no error event for a service that is down, so silence is the only sign.
 */
export function useFrameTimeout(src: string, timeout = FRAME_TIMEOUT_MS) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(src), timeout);
    return () => clearTimeout(timer);
  }, [src, timeout]);
  return {
    loaded: loaded === src,
    timedOut: timedOut === src && loaded !== src,
    onLoad: () => setLoaded(src),
  };
}
