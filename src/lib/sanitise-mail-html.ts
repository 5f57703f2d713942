/**
 * Mail bodies come from outside the office's control (forwarded offers, newsletters), so before a
 * body is shown everything that could run code, post data or tell a sender that the mail was read
 * is taken out: scripts, event handlers, javascript: links, forms, frames, and every remote
 * resource (images, CSS url() and @import to other hosts). DOMPurify does the parsing-safe part;
 * the hooks below add the privacy rules it does not know. Inline images (`cid:`) are swapped for
 * the blob URLs the caller fetched, the only images a mail may show.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

export interface SanitiseOptions {
  /** Blob or data URLs of the mail's inline attachments, by content id (the attachment's name). */
  inlineImages?: ReadonlyMap<string, string>;
  /** A DOMPurify bound to another window (tests outside a browser). */
  purifier?: Purifier;
}

const FORBID_TAGS = [
  'script',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'audio',
  'video',
  'source',
  'track',
  'svg',
  'math',
  'portal',
];
// Attributes that load something by themselves; an image's src is judged in the hook instead.
const FORBID_ATTR = ['srcset', 'background', 'poster', 'action', 'formaction', 'ping', 'lowsrc', 'dynsrc', 'longdesc', 'xlink:href'];

// An unclosed url( runs to the end of the text, so no url( is scanned to the end more than once.
const REMOTE_URL = /url\(\s*(?!['"]?\s*(?:data:image\/|#))[^)]*(?:\)|$)/gi;
const IMPORT_RULE = /@import\s+[^;]+;?/gi;
// Old engines ran these from CSS; no mail needs them.
const CSS_SCRIPT = /(expression\s*\(|behavior\s*:|-moz-binding\s*:|javascript:)/gi;

/** CSS without anything that fetches: @import rules and url() other than data images are dropped. */
export function stripRemoteCss(css: string): string {
  return css.replace(IMPORT_RULE, '').replace(REMOTE_URL, 'none').replace(CSS_SCRIPT, '');
}

function imageSource(src: string, inlineImages: ReadonlyMap<string, string>): string | null {
  const cid = /^cid:(.+)$/i.exec(src.trim());
  if (cid?.[1]) return inlineImages.get(cid[1]) ?? null;
  return /^data:image\/(png|jpe?g|gif|webp);/i.test(src.trim()) ? src : null;
}

export function sanitiseMailHtml(html: string, { inlineImages = new Map(), purifier = DOMPurify }: SanitiseOptions = {}): string {
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = stripRemoteCss(node.textContent);
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('style')) node.setAttribute('style', stripRemoteCss(node.getAttribute('style') ?? ''));
    if (node.tagName === 'IMG') {
      const source = imageSource(node.getAttribute('src') ?? '', inlineImages);
      if (source) node.setAttribute('src', source);
      else node.removeAttribute('src');
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // A link leaves the portal in a new tab and tells the other site nothing about it.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  try {
    return purifier.sanitize(html, {
      FORBID_TAGS,
      FORBID_ATTR,
      // Keeps a leading <style> in the body instead of letting the parser move and drop it.
      FORCE_BODY: true,
      ALLOW_DATA_ATTR: false,
      // cid: stays for inline images (replaced above); everything else must be a web, mail or phone link.
      ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel|cid):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    });
  } finally {
    purifier.removeAllHooks();
  }
}
