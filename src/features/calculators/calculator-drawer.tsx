import { useTranslation } from 'react-i18next';
import type { CalculatorName } from '../../lib/calculators';
import { CalculatorDrawerFrame } from './drawer-frame';
import { RefinancePanel } from './refinance-panel';
import { ScenariosPanel } from './scenarios-panel';
import { WidgetPanel } from './widget-panel';

/**
 * The drawer of one calculator (advice §2). The shell opens it from the address and hands over the
 * office's key for it; this whole feature is its own chunk, loaded only when a drawer opens.
 */
export function CalculatorDrawer({ name, apiKey, onClose }: { name: CalculatorName; apiKey: string; onClose: () => void }) {
  const { t } = useTranslation('calculators');
  return (
    <CalculatorDrawerFrame open title={t(`title_${name}`)} onClose={onClose}>
      {name === 'scenarios' && <ScenariosPanel apiKey={apiKey} />}
      {name === 'refinance' && <RefinancePanel apiKey={apiKey} />}
      {/* Keyed by the widget: the panel's machine keeps the calls of the widget it started with. */}
      {(name === 'maximum_mortgage' || name === 'sustainability') && <WidgetPanel key={name} widget={name} apiKey={apiKey} />}
    </CalculatorDrawerFrame>
  );
}
