/**
 * The studio's story files as text, from a screens config: one story per form entry and one per
 * signed-in screen, the edit-info screen once per tab. The stories hold only names; what they
 * draw comes from the config itself (studio/form-story.tsx, studio/screen-story.tsx). The sign-in
 * screens are not in the config but in the studio's list of their steps (studio/sign-in-steps.ts),
 * one story each (studio/sign-in-story.tsx).
 */
import type { ScreensConfig } from '../../src/config';
import { SIGN_IN_STEPS } from '../../studio/sign-in-steps';

const HEADER = '// Written by scripts/studio/stories.ts from screens.config.ts and studio/sign-in-steps.ts; edit those, not this file.\n';

const story = (exportName: string, name: string, args: Record<string, string>) =>
  `export const ${exportName}: Story = { name: ${JSON.stringify(name)}, args: ${JSON.stringify(args)} };\n`;

const file = (title: string, component: string, module: string, stories: string[]) => `${HEADER}import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${component} } from '../${module}';

export default { title: '${title}', component: ${component} } satisfies Meta<typeof ${component}>;
type Story = StoryObj<typeof ${component}>;

${stories.join('')}`;

function screenStories(config: ScreensConfig): string[] {
  return Object.entries(config.routes).flatMap(([route, entry]) => {
    if ('signedOut' in entry) return [];
    // An optional parameter left out opens the screen as the menu does; the edit-info screen's
    // parameter is its tab, so it gets a story per tab of the config.
    const base = entry.path.replace(/\/:[^/]+\?/g, '') || '/';
    if (entry.screen !== 'editInfo') return [story(route, `${route} (${base})`, { route, path: base })];
    return config.editTabs.map(({ name: tab }) => story(`${route}_${tab}`, `${route} (${base}/${tab})`, { route, path: `${base}/${tab}`, tab }));
  });
}

export function storyFiles(config: ScreensConfig): Record<'forms.stories.ts' | 'screens.stories.ts' | 'sign-in.stories.ts', string> {
  return {
    'forms.stories.ts': file(
      'Forms',
      'FormStory',
      'form-story',
      Object.keys(config.forms).map((form) => story(form, form, { form })),
    ),
    'screens.stories.ts': file('Screens', 'ScreenStory', 'screen-story', screenStories(config)),
    'sign-in.stories.ts': file(
      'Sign-in',
      'SignInStory',
      'sign-in-story',
      SIGN_IN_STEPS.map((step) => story(step, step, { step })),
    ),
  };
}
