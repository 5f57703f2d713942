import { useTranslation } from 'react-i18next';
import { isComputedSignalRule } from '../lib/signal-rules';

/**
 * A signal's title: the office's own description, or for a signal the portal computed (whose
 * description is its rule's name) that rule named in the customer's language.
 */
export function useSignalTitle(): (description: string | null) => string | null {
  const { t } = useTranslation('common');
  return (description) => (isComputedSignalRule(description) ? t(`signal_rule_${description}`) : description);
}
