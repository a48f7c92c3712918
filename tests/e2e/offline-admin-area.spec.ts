/**
 * The admin area's pages open without a connection once the service worker is installed, and say
 * they are offline instead of showing lead data: Message delivery, Settings, and any lead's page,
 * even one never opened (every /admin/leads/<id> is the same prerendered shell).
 */
import { PATHS, adminLeadPath } from '#shared/routes';
import { signIn } from './admin-sign-in';
import { allowConsoleError, expect, test } from './fixtures';
import { goOffline, goOnline, waitForServiceWorker } from './network';

test.use({ serviceWorkers: 'allow' });

test('the admin area opens offline with the offline notice, a never-opened lead page too', async ({
  page,
  context,
}) => {
  // The worker precaches the whole public site first (about 9 MB).
  test.setTimeout(60_000);
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR_FAILED/);
  await signIn(page);
  await waitForServiceWorker(page);

  await goOffline(context);
  for (const [path, heading] of [
    [PATHS.adminDeliveries, 'Message delivery'],
    [PATHS.adminSettings, 'Settings'],
    [adminLeadPath('3f2b8c1e-0000-4000-8000-00000000beef'), 'Lead'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('You are offline', { exact: true }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' }), path).toBeAttached();
  }

  await goOnline(context);
  await page.goto(PATHS.adminSettings);
  await expect(page.getByRole('region', { name: 'Mail transport' })).toBeVisible();
  await expect(page.getByText('You are offline', { exact: true })).toBeHidden();
});
