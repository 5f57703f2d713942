// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseMailHtml, stripRemoteCss } from '../../../src/lib/sanitise-mail-html';
import { hostileMailContent } from '../../../src/server/seed/data/customers/jan-devries/mails';

/** The sanitised body parsed again, the way the viewer's frame will read it. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('sanitiseMailHtml on the demo mail that tries every trick', () => {
  const clean = sanitiseMailHtml(hostileMailContent);
  const document = parse(clean);

  it('keeps no script, form, input, button or frame', () => {
    expect(document.querySelectorAll('script, form, input, button, iframe, frame, object, embed, link, meta, base')).toHaveLength(0);
  });

  it('keeps no event handler on any element', () => {
    const handlers = [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')));
    expect(handlers).toEqual([]);
  });

  it('keeps no javascript: link', () => {
    expect(clean.toLowerCase()).not.toContain('javascript:');
  });

  it('keeps no address of another host that the frame would load (pixel, CSS url(), @import)', () => {
    expect(clean).not.toContain('tracker.example.com');
    expect(clean).not.toContain('evil.example.com');
    expect(clean).not.toMatch(/@import/i);
    expect([...document.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([null, null]);
  });

  it('keeps the harmless content: text, list, styles and the ordinary link in a new tab', () => {
    expect(document.body.textContent).toContain('Beste Jan,');
    expect(document.body.textContent).toContain('12 panelen voor € 5.995');
    expect(document.querySelectorAll('li')).toHaveLength(2);
    expect(document.querySelector('style')?.textContent).toContain('.intro');
    const link = document.querySelector('a[href^="https://www.milieucentraal.nl"]');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('inline images', () => {
  it('shows a cid: image only through the URL the viewer fetched for it', () => {
    const clean = sanitiseMailHtml('<img src="cid:logo.png" alt="Logo"><img src="cid:unknown.png">', {
      inlineImages: new Map([['logo.png', 'blob:http://portal/1']]),
    });
    const images = [...parse(clean).querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['blob:http://portal/1', null]);
  });

  it('drops remote and relative image sources, srcset and background attributes', () => {
    const clean = sanitiseMailHtml(
      '<img src="https://a.example/p.gif" srcset="https://a.example/2x.gif 2x"><img src="pixel.gif"><table background="https://a.example/bg.png"><tr><td>x</td></tr></table>',
    );
    expect(clean).not.toContain('a.example');
    expect(clean).not.toContain('pixel.gif');
  });
});

describe('stripRemoteCss', () => {
  it('removes @import and remote url() but keeps data images and plain rules', () => {
    const css =
      '@import "https://x.example/a.css"; p { color: red; background: url(https://x.example/b.png); } i { background: url("data:image/png;base64,AAA") }';
    const clean = stripRemoteCss(css);
    expect(clean).not.toContain('x.example');
    expect(clean).toContain('color: red');
    expect(clean).toContain('data:image/png;base64,AAA');
  });
});
