/**
 * Writes the studio's stories from screens.config.ts: one per form entry and one per signed-in
 * screen (the edit-info screen once per tab), into studio/generated/ (not committed). `npm run
 * studio` runs it before Storybook starts, so a product owner's new entry gets its story; a
 * changed entry shows at once, because the stories read the config itself when they draw.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import screensConfig from '../screens.config';

const OUT = new URL('../studio/generated/', import.meta.url);
const HEADER = '// Written by scripts/studio-stories.ts from screens.config.ts; edit the config, not this file.\n';

const story = (exportName: string, name: string, args: Record<string, string>) =>
  `export const ${exportName}: Story = { name: ${JSON.stringify(name)}, args: ${JSON.stringify(args)} };\n`;

function formStories(): string {
  const stories = Object.keys(screensConfig.forms).map((form) => story(form, form, { form }));
  return `${HEADER}import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormStory } from '../form-story';

export default { title: 'Forms', component: FormStory } satisfies Meta<typeof FormStory>;
type Story = StoryObj<typeof FormStory>;

${stories.join('')}`;
}

function screenStories(): string {
  const stories = Object.entries(screensConfig.routes).flatMap(([route, entry]) => {
    if ('signedOut' in entry) return [];
    // An optional parameter left out opens the screen as the menu does; the edit-info screen's
    // parameter is its tab, so it gets a story per tab of the config.
    const base = entry.path.replace(/\/:[^/]+\?/g, '') || '/';
    if (entry.screen !== 'editInfo') return [story(route, `${route} (${base})`, { route, path: base })];
    return screensConfig.editTabs.map(({ name: tab }) => story(`${route}_${tab}`, `${route} (${base}/${tab})`, { route, path: `${base}/${tab}`, tab }));
  });
  return `${HEADER}import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../screen-story';

export default { title: 'Screens', component: ScreenStory } satisfies Meta<typeof ScreenStory>;
type Story = StoryObj<typeof ScreenStory>;

${stories.join('')}`;
}

/** Writes only what changed, so a running studio does not reload for nothing. */
function write(name: string, text: string) {
  const file = new URL(name, OUT);
  let old = '';
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    // Not written yet.
  }
  if (old !== text) writeFileSync(file, text);
}

mkdirSync(OUT, { recursive: true });
write('forms.stories.ts', formStories());
write('screens.stories.ts', screenStories());
