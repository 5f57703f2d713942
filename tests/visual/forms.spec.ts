/**
 * Every form of screens.config.ts as the customer sees it, at phone and desktop width, at the
 * informal office (Van Dijk, je) and the formal one (De Groot, u), compared with the committed
 * baselines: a change to the form engine, a widget, a text or a form's entry shows here as the
 * screens it changes. The forms are the studio's stories (studio/form-story.tsx), built first.
 */
import { compareStories } from './studio-stories';

compareStories('Forms', { ready: 'form button, form input' });
