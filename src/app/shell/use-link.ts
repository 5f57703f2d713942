import { useTranslation } from 'react-i18next';
import type { ResolvedLink } from '../../config';
import { badgeNumber, useCount } from './counts-context';
import { useShell } from './shell-context';
import type { CountState } from '../registries/count-sources';

export interface LinkView {
  label: string;
  /** The label with the number of new items in words, for a control that shows only a badge. */
  name: string;
  count: CountState;
  newItems: number;
}

/** What a menu entry or shortcut shows: its text in the customer's form of address, and its count. */
export function useLink(link: ResolvedLink): LinkView {
  const { t } = useTranslation('shell');
  const { address } = useShell();
  const count = useCount(link.count);
  const label = t(link.label, { context: address });
  const newItems = badgeNumber(count);
  return { label, count, newItems, name: newItems > 0 ? t('with_new', { label, number: newItems }) : label };
}
