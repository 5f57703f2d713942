// The studio (`npm run studio`): Storybook with the Vite builder, on a Vite config of its own
// (.storybook/vite.config.ts), because the portal's config adds the production build's plugins
// (service worker, widgets, start-up chunks, precompression) that a catalogue has no use for.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  // Written by scripts/studio/stories.ts from screens.config.ts before each start (not committed).
  stories: ['../studio/generated/*.stories.ts'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The catalogue is for reading the portal, not for learning Storybook: no onboarding list.
  features: { sidebarOnboardingChecklist: false },
};

export default config;
