/**
 * Colour helpers for tenant branding. An office gives three colours; the portal
 * derives lighter tints of each (mixed toward white in steps of 10 to 90 percent,
 * spec core §1) and picks readable text for any of them.
 */

export const SCALE_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const;
export type ScaleStep = (typeof SCALE_STEPS)[number];
/** `scale[50]` is the colour mixed half-way toward white; `scale[90]` is nearly white. */
export type ColourScale = Readonly<Record<ScaleStep, string>>;

/** Text colours as Material Design uses them: 87 % black for dark text, white for light. */
export const DARK_TEXT = '#000000de';
export const LIGHT_TEXT = '#ffffff';

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is optional); null when it is none of them. */
export function parseHex(colour: string): Rgba | null {
  const match = HEX.exec(colour.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channel = (i: number): number => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
}

export function isHexColour(colour: string | null | undefined): colour is string {
  return typeof colour === 'string' && parseHex(colour) !== null;
}

function requireHex(colour: string): Rgba {
  const rgba = parseHex(colour);
  if (!rgba) throw new RangeError(`Not a hex colour: ${colour}`);
  return rgba;
}

function toHex({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `colour` mixed with white: 0 gives the colour, 100 gives white. Channels are
 * rounded half up, so 50 % of #000000 is #808080. Alpha is dropped: tints are opaque.
 */
export function mixWithWhite(colour: string, percent: number): string {
  const { r, g, b } = requireHex(colour);
  const weight = Math.min(Math.max(percent, 0), 100) / 100;
  const mix = (c: number): number => Math.round(c + (255 - c) * weight);
  return toHex({ r: mix(r), g: mix(g), b: mix(b) });
}

/** The tints of `colour` at 10, 20, … 90 percent toward white. Throws on a colour that is not hex. */
export function colourScale(colour: string): ColourScale {
  const entries = SCALE_STEPS.map((step) => [step, mixWithWhite(colour, step)] as const);
  return Object.fromEntries(entries) as Record<ScaleStep, string>;
}

// WCAG 2.x relative luminance of an opaque colour.
function luminance({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): number {
  const linear = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

// A translucent foreground is seen as blended onto its background, so blend before measuring.
function over(foreground: Rgba, background: Rgba): Rgba {
  const blend = (f: number, b: number): number => f * foreground.a + b * (1 - foreground.a);
  return { r: blend(foreground.r, background.r), g: blend(foreground.g, background.g), b: blend(foreground.b, background.b), a: 1 };
}

/** WCAG contrast ratio (1 to 21) of `foreground` text on an opaque `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const back = requireHex(background);
  const lighter = luminance(over(requireHex(foreground), back));
  const darker = luminance(back);
  return (Math.max(lighter, darker) + 0.05) / (Math.min(lighter, darker) + 0.05);
}

/** Dark or light text for `background`, whichever contrasts more (dark on a tie). */
export function contrastText(background: string): typeof DARK_TEXT | typeof LIGHT_TEXT {
  return contrastRatio(LIGHT_TEXT, background) > contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}
