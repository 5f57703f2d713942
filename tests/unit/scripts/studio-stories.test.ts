import { describe, expect, it } from 'vitest';
import screensConfig from '../../../screens.config';
import { storyFiles } from '../../../scripts/studio/story-files';
import { SIGN_IN_STEPS } from '../../../studio/sign-in-steps';

/** The export names of a story file, as Storybook indexes them. */
const exportsOf = (text: string): string[] => [...text.matchAll(/^export const (\w+): Story/gm)].map((match) => match[1] ?? '');

describe('studio stories from the screens config', () => {
  it('has a story for every form entry', () => {
    expect(exportsOf(storyFiles(screensConfig)['forms.stories.ts'])).toEqual(Object.keys(screensConfig.forms));
  });

  it('has a story for every signed-in route, the edit-info screen once per tab, none for sign-in screens', () => {
    const screens = exportsOf(storyFiles(screensConfig)['screens.stories.ts']);
    expect(screens).toContain('dashboard');
    expect(screens).toContain('editInfo_mortgage');
    expect(screens).not.toContain('editInfo');
    expect(screens).not.toContain('login');
    const tabs = screensConfig.editTabs.map((tab) => `editInfo_${tab.name}`);
    expect(screens.filter((name) => name.startsWith('editInfo_'))).toEqual(tabs);
  });

  it('follows an edited copy of the config: a dropped tab loses its story, a moved path moves it', () => {
    const edited = {
      ...screensConfig,
      editTabs: screensConfig.editTabs.filter((tab) => tab.name !== 'income'),
      routes: { ...screensConfig.routes, wonen: { ...screensConfig.routes.wonen, path: '/mijn-huis' } },
    };
    const text = storyFiles(edited)['screens.stories.ts'];
    expect(exportsOf(text)).not.toContain('editInfo_income');
    expect(text).toContain('"path":"/mijn-huis"');
    expect(text).not.toContain('"path":"/wonen"');
  });

  it('has a story for every sign-in step, drawn by the sign-in story', () => {
    const text = storyFiles(screensConfig)['sign-in.stories.ts'];
    expect(exportsOf(text)).toEqual([...SIGN_IN_STEPS]);
    expect(text).toContain("import { SignInStory } from '../sign-in-story';");
    expect(text).toContain('"step":"twoFactor"');
  });

  it('opens a route with an optional parameter without it', () => {
    expect(storyFiles(screensConfig)['screens.stories.ts']).toContain('"route":"portaal","path":"/portaal"');
  });
});
