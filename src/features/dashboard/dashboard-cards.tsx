/**
 * The cards the dashboard feature draws, for the one card registry of src/app
 * (`Record<DashboardCardName, …>`). The feed and the application steppers are part of the first
 * paint; the side and bottom cards are one chunk of their own (components/secondary-cards.tsx),
 * fetched when the first of them renders.
 */
import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { usePortalData } from '../../api/portal-data';
import { ApplicationStepper } from './components/application-stepper';
import { FeedSection } from './components/feed-section';
import type { SecondaryCardName } from './components/secondary-card-names';
import { isInApplication } from './feed';

const SecondaryCard = lazyWithPreload(() => import('./components/secondary-cards'));

export function FeedCard() {
  return <FeedSection />;
}

export function ApplicationSteppersCard() {
  const mortgages = usePortalData('mortgages');
  const applications = (mortgages.data ?? []).filter(isInApplication);
  if (applications.length === 0) return null;
  return (
    <Stack spacing={2}>
      {applications.map((mortgage) => (
        <ApplicationStepper key={mortgage.id} mortgage={mortgage} />
      ))}
    </Stack>
  );
}

/** A side or bottom card by its name; the caller gives it a Suspense boundary. */
export function secondaryCard(name: SecondaryCardName): ComponentType {
  return function Secondary() {
    return <SecondaryCard name={name} />;
  };
}
