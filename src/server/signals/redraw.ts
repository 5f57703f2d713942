// A computed signal's message is drawn again when read, in the language the reader has now: the
// stored text is in the language of the moment it was made, which a switch since then leaves behind.
import { isLanguage } from '../../lib/languages';
import { isComputedSignalRule } from '../../lib/signal-rules';
import { customerMessage } from './texts';
import type { SignalFigures } from './types';

const isFigures = (value: unknown): value is SignalFigures =>
  typeof value === 'object' && value !== null && 'rule' in value && typeof value.rule === 'string' && isComputedSignalRule(value.rule);

/** The record's data with its customer_message in `language`; an office-written signal (no figures) stays as written. */
export function redrawn(data: Record<string, unknown>, language: string, formal: boolean): Record<string, unknown> {
  if (!isFigures(data.figures)) return data;
  return { ...data, customer_message: customerMessage(data.figures, isLanguage(language) ? language : 'nl', formal) };
}
