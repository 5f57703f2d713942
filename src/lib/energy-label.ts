/**
 * Energy labels A++++ to G in their set colours (core §9), from the dark green of the best label
 * to the red of the worst, as on the Dutch label itself. Text on a label colour is picked for
 * contrast, so a yellow C gets dark text and a dark green A gets white.
 */
import type { components } from '../../generated/portal';
import { contrastText } from './colour-scale';

export type EnergyLabel = components['schemas']['EnergyLabel'];

export const ENERGY_LABEL_COLOURS: Readonly<Record<EnergyLabel, string>> = {
  'A++++': '#00632e',
  'A+++': '#007a3a',
  'A++': '#009a44',
  'A+': '#3fae49',
  A: '#8cc63f',
  B: '#c7d92c',
  C: '#fff200',
  D: '#fdb913',
  E: '#f37021',
  F: '#e30613',
  G: '#b5121b',
};

const LABELS = Object.keys(ENERGY_LABEL_COLOURS) as EnergyLabel[];

/**
 * The label in `value` written with plus signs: answers carry `A++`, calculator calls and keys
 * `A_plus_plus` (advice §3); case and spaces do not matter. Null for anything else.
 */
export function toEnergyLabel(value: string | null | undefined): EnergyLabel | null {
  if (!value) return null;
  const written = value.trim().toUpperCase().replace(/_PLUS/g, '+').replace(/\s/g, '');
  return LABELS.find((label) => label === written) ?? null;
}

/** The colours to draw `label` with: its own background and readable text on it. */
export function energyLabelColours(label: EnergyLabel): { background: string; text: string } {
  const background = ENERGY_LABEL_COLOURS[label];
  return { background, text: contrastText(background) };
}
