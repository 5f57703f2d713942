/**
 * Writes the studio's stories from screens.config.ts (and the sign-in steps of
 * studio/sign-in-steps.ts) into studio/generated/ (not committed). `npm run studio` runs it before
 * Storybook starts, and the running studio again whenever the config is saved, so a product
 * owner's new entry gets its story.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import screensConfig from '../../screens.config';
import { storyFiles } from './story-files';

const OUT = new URL('../../studio/generated/', import.meta.url);

/** Writes only what changed, so a running studio does not reload for nothing. */
function write(name: string, text: string) {
  const target = new URL(name, OUT);
  let old = '';
  try {
    old = readFileSync(target, 'utf8');
  } catch {
    // Not written yet.
  }
  if (old !== text) writeFileSync(target, text);
}

mkdirSync(OUT, { recursive: true });
for (const [name, text] of Object.entries(storyFiles(screensConfig))) write(name, text);
