// Issue 42 item 7 at 375 px: while the server gives no answer, a document and a list say the
// server is out of reach (not that the file is), each with a retry; once it answers again, the
// screen comes back by itself within seconds, without a tap. The server "goes away" for this page
// only: its calls are refused by page.route, so the test needs no server of its own.
import { expect, type Route } from '@playwright/test';
import common from '../../locales/nl/common.json' with { type: 'json' };
import nl from '../../locales/nl/dossier.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import { openSignedIn, test } from './support/sign-in';

const JAN = 'jan.devries@example.nl';
const OFFER = 'Hypotheekofferte ABN AMRO 2019';
// The customer's reads and the portal's probe of the server; the office's public lookup still answers.
const away = (url: URL) => url.pathname.startsWith('/api/customer/') || url.pathname === '/health';
// The page's own navigation (the sign-in's start page) still loads; the portal's calls get no answer.
const refuse = (route: Route) => (route.request().isNavigationRequest() ? route.continue() : route.abort('connectionrefused'));

test('the server away and back: told as such, a retry, and the portal back on its own', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, await signedIn('vandijk', JAN));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // Away before a screen the dashboard does not read: the home (Wonen).
  await page.route(away, refuse);
  await page.getByRole('button', { name: shell.menu_open }).click();
  await page.getByRole('link', { name: shell.screen_living, exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: shell.screen_living })).toBeVisible();
  const failure = main.getByRole('alert').filter({ hasText: common.server_unreachable });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: common.retry })).toBeVisible();

  // The server answers again: the screen comes back by itself, within the expect's 10 s, no tap.
  await page.unroute(away);
  await expect(failure).toBeHidden();
  await expect(main.getByRole('alert')).toHaveCount(0);

  await page.goto(page.url().replace(/\/[^/]*$/, '/documenten'));
  const opener = page.getByRole('button', { name: nl.open_named.replace('{{name}}', OFFER) });
  await expect(opener).toBeVisible();

  // Away again: the document says the server is out of reach, not that the file is.
  await page.route(away, refuse);
  await opener.click();
  const viewer = page.getByRole('dialog', { name: OFFER });
  await expect(viewer.getByRole('alert')).toContainText(common.server_unreachable);
  await expect(viewer).not.toContainText(nl.file_not_accessible);
  await expect(viewer.getByRole('button', { name: common.retry })).toBeVisible();
  await viewer.getByRole('button', { name: nl.close }).click();
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});
