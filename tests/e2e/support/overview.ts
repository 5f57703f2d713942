// What the overview specs share: the demo customers and the feed.
import type { Page } from '@playwright/test';
import dashboard from '../../../locales/nl/dashboard.json' with { type: 'json' };

export const JAN = 'jan.devries@example.nl';
export const SANNE = 'sanne.bakker@example.nl';
export const PIETER = 'p.jansen@example.nl';

export const feed = (page: Page) => page.getByRole('region', { name: dashboard.feed_title });
