/**
 * Dashboard cards that other features build, by the card names of screens.config.ts. The
 * dashboard feature draws its own cards; these it gets from here, since a feature never imports
 * another. Each card is its own chunk, loaded when the dashboard shows it.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { DashboardCards } from '../../features/dashboard';

function lazyCard(load: () => Promise<ComponentType>): ComponentType {
  const Card = lazy(async () => ({ default: await load() }));
  return function LazyCard() {
    return (
      <Suspense fallback={null}>
        <Card />
      </Suspense>
    );
  };
}

export const dashboardCards: DashboardCards = {
  appointments: lazyCard(() => import('../../features/appointments').then((module) => module.AppointmentsCard)),
};
