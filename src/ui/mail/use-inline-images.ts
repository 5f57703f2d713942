import { useEffect, useState } from 'react';
import type { components } from '../../../generated/portal';
import type { AttachmentCalls } from './attachment-calls';

type Attachment = components['schemas']['EmailAttachment'];

/**
 * Blob URLs for a mail's inline images, by name (the `cid:` the body refers to). `ready` turns true
 * once every image was fetched or failed, so the body is drawn once with its pictures in place.
 */
export function useInlineImages(
  attachments: readonly Attachment[],
  fetchFile: AttachmentCalls['fetch'],
): { images: ReadonlyMap<string, string>; ready: boolean } {
  const [state, setState] = useState<{ key: string; images: Map<string, string> } | null>(null);
  const inline = attachments.filter((attachment) => attachment.inline);
  const key = inline.map((attachment) => attachment.display_link).join('|');

  useEffect(() => {
    const wanted = attachments.filter((attachment) => attachment.inline);
    const controller = new AbortController();
    const urls: string[] = [];
    void Promise.all(
      wanted.map(async (attachment): Promise<[string, string] | null> => {
        try {
          const url = URL.createObjectURL(await fetchFile(attachment.display_link, controller.signal));
          urls.push(url);
          return [attachment.name, url];
        } catch {
          // A missing picture leaves an empty spot with its alt text; the mail still shows.
          return null;
        }
      }),
    ).then((pairs) => {
      if (!controller.signal.aborted) setState({ key, images: new Map(pairs.filter((pair) => pair !== null)) });
    });
    return () => {
      controller.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
    // `key` names the inline attachments; a new array with the same files needs no new fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const ready = inline.length === 0 || state?.key === key;
  return { images: state?.key === key ? state.images : new Map(), ready };
}
