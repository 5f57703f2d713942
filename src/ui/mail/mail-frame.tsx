import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { sanitiseMailHtml } from '../../lib/sanitise-mail-html';

// A second wall behind the sanitiser: the frame's own policy lets it load nothing but the inline
// images the portal fetched (blob:) and data images, and run nothing at all.
const FRAME_POLICY = "default-src 'none'; img-src blob: data:; style-src 'unsafe-inline'; font-src data:; form-action 'none'";

function frameDocument(body: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">`,
    '<base target="_blank">',
    '<style>body{margin:0;font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;overflow-wrap:break-word;overflow-x:auto}img{max-width:100%;height:auto}table{border-collapse:collapse;max-width:100%}td,th{border:1px solid #d0d7de;padding:4px 8px;text-align:left}</style>',
    `</head><body>${body}</body></html>`,
  ].join('');
}

interface MailFrameProps {
  html: string;
  inlineImages: ReadonlyMap<string, string>;
  title: string;
}

/**
 * A mail body in a sandboxed frame: no scripts (no allow-scripts), no forms, no popups, no top
 * navigation. allow-same-origin is there only so the portal can read the body's height and the
 * frame can show the blob URLs of inline images; without scripts the frame cannot use it.
 */
export function MailFrame({ html, inlineImages, title }: MailFrameProps) {
  const [height, setHeight] = useState(200);
  const srcDoc = useMemo(() => frameDocument(sanitiseMailHtml(html, { inlineImages })), [html, inlineImages]);
  return (
    <Box
      component="iframe"
      title={title}
      sandbox="allow-same-origin"
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
      onLoad={(event) => {
        const body = event.currentTarget.contentDocument?.body;
        if (body) setHeight(Math.min(Math.max(body.scrollHeight + 16, 120), 4000));
      }}
      sx={{ width: '100%', height, border: 0, display: 'block' }}
    />
  );
}
