import type { ScreensConfig } from './types';

/**
 * Checks screens.config.ts against its types: an unknown route, screen, icon, text or switch
 * name fails to compile with the error at the entry.
 */
export function defineScreens(config: ScreensConfig): ScreensConfig {
  return config;
}
