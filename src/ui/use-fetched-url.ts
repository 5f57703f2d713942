import { useEffect, useState } from 'react';

/**
 * The address to show what `load` fetches for `key`: a blob URL for a fetched file (revoked when
 * the key changes or the component goes), or an address `load` answers as it is. Null until it is
 * there, and after a failure (`failed`).
 */
export function useFetchedUrl(key: string, load: (signal: AbortSignal) => Promise<Blob | string>): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; url: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let blobUrl: string | null = null;
    load(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        blobUrl = typeof answer === 'string' ? null : URL.createObjectURL(answer);
        setState({ key, url: blobUrl ?? (answer as string), failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ key, url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
    // `key` names what is fetched; a new `load` for the same key needs no new fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state?.key === key ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
