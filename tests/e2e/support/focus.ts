/**
 * What a keyboard user sees of focus: whether the focused element sits under the fixed header
 * (WCAG 2.4.11) and whether it shows an indicator at all (2.4.7). An indicator is an outline of at
 * least 2 px whose colour stands out 3:1 from what it is drawn on (1.4.11), or, for a form field
 * whose outline MUI draws on a frame beside the input, a frame or shadow that changes on focus.
 */
import type { Page } from '@playwright/test';

export interface FocusStop {
  /** The focused element, shortened, for a readable failure. */
  element: string;
  /** Set when the focused element overlaps the header. */
  underHeader: string | null;
  /** Set when the element that lost focus to this one showed no indicator while it had it. */
  noIndicator: string | null;
  /** Whether the focused element comes before the page's main content (the shell's skip link, header and menu). */
  beforeMain: boolean;
}

/**
 * Presses `key` and reports on the new focus and on the element it left. The element left is
 * judged now, unfocused, against how it looked focused (kept from the previous call).
 */
export async function focusStep(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<FocusStop> {
  await page.keyboard.press(key);
  return page.evaluate(() => {
    type Looked = { element: Element; outline: { width: number; colour: string; background: number[] } | null; frame: string };
    const store = window as unknown as { lastFocus?: Looked };
    const describe = (element: Element) => element.outerHTML.slice(0, 120);

    const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number).concat(1).slice(0, 4) as [number, number, number, number];
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const over = (colour: string, under: number[]) => {
      const [r, g, b, alpha] = rgba(colour);
      return [r, g, b].map((value, index) => value * alpha + under[index]! * (1 - alpha));
    };
    // What the element is drawn on: its own and its ancestors' backgrounds, see-through ones laid
    // over what is under them, down to the first opaque one (the page is white).
    const backgroundOf = (element: Element) => {
      const layers: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (rgba(colour)[3] > 0) layers.push(colour);
        if (rgba(colour)[3] === 1) break;
      }
      return layers.reduceRight((under, colour) => over(colour, under), [255, 255, 255]);
    };
    const contrast = (fore: string, back: number[]) => {
      const [light, dark] = [luminance(over(fore, back)), luminance(back)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    };
    // MUI draws a field's focus on the frame beside its input, and a raised button's as a shadow.
    const frameOf = (element: Element) => {
      const frame = element.closest('.MuiInputBase-root')?.querySelector('.MuiOutlinedInput-notchedOutline') ?? element;
      const style = getComputedStyle(frame);
      return `${style.borderTopWidth} ${style.borderTopColor} ${getComputedStyle(element).boxShadow}`;
    };
    const look = (element: Element): Looked => {
      const style = getComputedStyle(element);
      const width = parseFloat(style.outlineWidth);
      const outline = style.outlineStyle !== 'none' && width > 0 ? { width, colour: style.outlineColor, background: backgroundOf(element) } : null;
      return { element, outline, frame: frameOf(element) };
    };

    let noIndicator: string | null = null;
    const left = store.lastFocus;
    if (left && left.element.isConnected && left.element !== document.activeElement) {
      const { outline } = left;
      const outlined = outline !== null && outline.width >= 2 && contrast(outline.colour, outline.background) >= 3;
      if (!outlined && frameOf(left.element) === left.frame) noIndicator = describe(left.element);
    }

    const focused = document.activeElement;
    if (!focused || focused === document.body) {
      delete store.lastFocus;
      return { element: 'body', underHeader: null, noIndicator, beforeMain: false };
    }
    store.lastFocus = look(focused);
    const header = document.querySelector('header');
    let underHeader: string | null = null;
    if (header && !header.contains(focused)) {
      const [box, bar] = [focused.getBoundingClientRect(), header.getBoundingClientRect()];
      // Under the header: the two overlap (the desktop menu's logo beside the header does not).
      if (box.top < bar.bottom && box.bottom > bar.top && box.left < bar.right && box.right > bar.left)
        underHeader = `${describe(focused)} at ${Math.round(box.top)}`;
    }
    const main = document.querySelector('main');
    const beforeMain = Boolean(main && !main.contains(focused) && main.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_PRECEDING);
    return { element: describe(focused), underHeader, noIndicator, beforeMain };
  });
}
