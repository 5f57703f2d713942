/**
 * The sign-in screens as the customer meets them (studio/sign-in-steps.ts: the password step,
 * empty and after a wrong password, the two-factor code, the account chooser, forgotten password,
 * new password, account activation), at phone and desktop width, at the informal office (Van Dijk,
 * je) and the formal one (De Groot, u), compared with the committed baselines: the first screens a
 * customer sees of their office, its logo, colours and form of address. The steps are the studio's
 * stories (studio/sign-in-story.tsx), built first.
 */
import { compareStories } from './studio-stories';

// Every step draws a button in the page's main part; the account chooser's is not in a form.
compareStories('Sign-in', { ready: 'main button', prefix: 'sign-in-' });
