/**
 * Opens a calculator's drawer when the address says so (`?rekenhulp=scenarios`, set by the
 * dashboard's calculator and hypotheekwacht cards). The calculators' code is a chunk of its own,
 * fetched only then, never with the dashboard's first paint. A calculator whose office key is not
 * set is not offered (advice §6), so the parameter alone opens nothing.
 */
import { Suspense } from 'react';
import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { useSearchParams } from 'react-router';
import { CALCULATORS, CALCULATOR_PARAM, MORTGAGE_PARAM, PERIOD_PARAM } from '../../lib/calculators';
import { useShell } from './shell-context';

const CalculatorDrawer = lazyWithPreload(() => import('../../features/calculators').then((module) => ({ default: module.CalculatorDrawer })));

export function CalculatorHost() {
  const [search, setSearch] = useSearchParams();
  const { tenant } = useShell();
  const calculator = CALCULATORS.find((item) => item.name === search.get(CALCULATOR_PARAM));
  const apiKey = calculator ? tenant[calculator.key] : null;
  if (!calculator || !apiKey) return null;
  const close = () => {
    const next = new URLSearchParams(search);
    next.delete(CALCULATOR_PARAM);
    next.delete(MORTGAGE_PARAM);
    next.delete(PERIOD_PARAM);
    setSearch(next);
  };
  return (
    <Suspense fallback={null}>
      <CalculatorDrawer name={calculator.name} apiKey={apiKey} onClose={close} />
    </Suspense>
  );
}
