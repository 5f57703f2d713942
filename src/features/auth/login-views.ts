import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { createAccountStorage } from './account-storage';

// The login form is what most visits open on. The flow's other views (the device's saved accounts,
// forgot password, the two-factor code), the modal shown after a successful login (a dialog with
// its focus trap and backdrop) are files of their own, so the
// login page's first download holds none of them (docs/decisions/031-first-load.md). This module is small and
// part of the start-up code, so start-up can fetch the view a device opens on beside the sign-in code.
export const MultiView = lazyWithPreload(() => import('./components/multi-view').then((module) => ({ default: module.MultiView })));
export const RecoveryForm = lazyWithPreload(() => import('./components/recovery-form').then((module) => ({ default: module.RecoveryForm })));
export const TwoFactorForm = lazyWithPreload(() => import('./components/two-factor-form').then((module) => ({ default: module.TwoFactorForm })));
export const LoadingModal = lazyWithPreload(() => import('./components/loading-modal').then((module) => ({ default: module.LoadingModal })));

const LATER_PARTS = [MultiView, RecoveryForm, TwoFactorForm, LoadingModal];

/**
 * Start-up on a signed-out device: one with saved accounts opens on their list, so that view comes
 * beside the sign-in code rather than after it. A failure shows when the view renders.
 */
export function preloadFirstLoginView(storage: Storage): Promise<unknown> {
  return createAccountStorage(storage).list().length > 0 ? MultiView.preload().catch(() => undefined) : Promise.resolve();
}

/** Once the customer starts on the first view: the rest, so nothing waits for its code when they get there. */
export function preloadLoginViews(): void {
  for (const part of LATER_PARTS) part.preload().catch(() => undefined);
}
