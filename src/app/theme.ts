/**
 * The MUI theme of an office. Spec core §1 and advice §4 "Theme": the office's
 * primary, secondary and tertiary colours restyle the portal, each with tints toward
 * white at 10 to 90 percent, applied once per tenant name.
 */
import { createTheme, responsiveFontSizes, type PaletteColor, type PaletteColorOptions, type Theme } from '@mui/material/styles';
import { colourScale, contrastText, isHexColour, type ColourScale } from '../lib/colour-scale';

export interface TenantScales {
  primary: ColourScale;
  secondary: ColourScale;
  tertiary: ColourScale;
}

// Components read the tints as `theme.palette.tenant.primary[30]` and the third
// office colour as `theme.palette.tertiary`, typed like MUI's own entries.
declare module '@mui/material/styles' {
  interface Palette {
    tertiary: PaletteColor;
    tenant: TenantScales;
  }
  interface PaletteOptions {
    tertiary?: PaletteColorOptions;
    tenant?: TenantScales;
  }
}

/** The part of the contract's Tenant the theme needs; colours may be missing or malformed. */
export interface TenantBranding {
  name: string;
  primary_color?: string | null;
  secondary_color?: string | null;
  tertiary_color?: string | null;
}

/** Quiet blue-greys: used without an office, and for any colour an office left out. */
export const FALLBACK_COLOURS = {
  primary: '#37474f',
  secondary: '#78909c',
  tertiary: '#eceff1',
} as const;

function pick(colour: string | null | undefined, fallback: string): string {
  return isHexColour(colour) ? colour : fallback;
}

function buildTheme(branding: TenantBranding | null): Theme {
  const primary = pick(branding?.primary_color, FALLBACK_COLOURS.primary);
  const secondary = pick(branding?.secondary_color, FALLBACK_COLOURS.secondary);
  const tertiary = pick(branding?.tertiary_color, FALLBACK_COLOURS.tertiary);

  const theme = createTheme({
    palette: {
      primary: { main: primary, contrastText: contrastText(primary) },
      secondary: { main: secondary, contrastText: contrastText(secondary) },
      tenant: { primary: colourScale(primary), secondary: colourScale(secondary), tertiary: colourScale(tertiary) },
      // MUI's orange (#ed6c02) reads at 3.1:1 as text on white; this amber keeps 4.5:1 as text on
      // white and under white text, so open requests and warnings stay legible (WCAG AA).
      warning: { main: '#a15c07', contrastText: '#ffffff' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Keyboard focus always shows, signed in or not, also on controls whose ripple MUI keeps
          // faint. `body` outranks MUI's own `outline: 0`; drawn inside, so a drawer's edge does not
          // clip it. (A frame with focus inside matches no focus selector: see use-frame-focus.ts.)
          'body :focus-visible': { outline: '3px solid currentColor', outlineOffset: -3 },
          // What only code focuses (a dialog's frame as it opens, a screen's heading) is no stop of
          // the customer's: a ring round a whole dialog reads as a fault, not as where they are.
          'body [tabindex="-1"]:focus-visible': { outline: 'none' },
          // Long Dutch and German compounds (Overlijdensrisicoverzekering) break at a syllable of
          // the page's language (html lang follows the chosen language) instead of being cut.
          body: { hyphens: 'auto', overflowWrap: 'break-word' },
        },
      },
    },
  });
  // A custom palette entry only gets light/dark variants through augmentColor, which exists once a
  // theme does. Set on the fresh theme rather than merged in by a second createTheme, whose deep
  // merge of the whole theme is work on every start.
  theme.palette.tertiary = theme.palette.augmentColor({ color: { main: tertiary, contrastText: contrastText(tertiary) }, name: 'tertiary' });
  // Headings shrink on a phone instead of breaking every other word.
  return responsiveFontSizes(theme);
}

const themesByTenant = new Map<string, Theme>();
let neutralTheme: Theme | undefined;

/**
 * The theme for `branding`, or the neutral theme without an office. Built once per
 * tenant name, so re-renders keep the same object and MUI does not restyle the page.
 */
export function tenantTheme(branding: TenantBranding | null): Theme {
  if (!branding) return (neutralTheme ??= buildTheme(null));
  let theme = themesByTenant.get(branding.name);
  if (!theme) {
    theme = buildTheme(branding);
    themesByTenant.set(branding.name, theme);
  }
  return theme;
}
