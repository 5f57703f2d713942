import { useTranslation } from 'react-i18next';
import type { ResolvedRoute } from '../../config';
import { screens } from '../registries/screens';
import { useShell } from './shell-context';

/** The registry's screen of a route, with the route's title in the customer's form of address. */
export function ScreenRoute({ route }: { route: ResolvedRoute }) {
  const { t } = useTranslation('shell');
  const { address } = useShell();
  const Screen = screens[route.screen];
  return <Screen title={t(route.title, { context: address })} />;
}
