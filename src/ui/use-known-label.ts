import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { knownLabel, type LabelTable } from '../lib/known-labels';

/** Shows a label that arrives as Dutch text in the reader's language when its table knows it. */
export function useKnownLabel(): (table: LabelTable, text: string) => string {
  const { t } = useTranslation('labels');
  return useCallback((table: LabelTable, text: string) => knownLabel(table, text, (key, values) => t(key, values)), [t]);
}
