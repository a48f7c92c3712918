/**
 * The saved-requests badge stays in sight while anything waits on the device: requests that
 * need attention count too, a failed read says so instead of hiding the badge, and another tab
 * upgrading the outbox database (a newer app version) is not blocked by this one.
 */
import { sendEstimate } from './estimate-form-page';
import { allowConsoleError, expect, test } from './fixtures';
import { putOutboxItems, queuedContact, waitForOutboxDatabase } from './outbox-store';
import { storedLeads } from './stored-leads';

const uniqueEmail = (what: string) =>
  `${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('a request that needs attention counts in the badge beside those waiting, and keeps it in sight', async ({
  page,
  context,
  request,
}) => {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  const email = uniqueEmail('badge-waiting');
  await page.goto('/lander');
  await putOutboxItems(page, [
    queuedContact(uniqueEmail('badge-refused'), 'Rae Refused', {
      attempts: 1,
      state: 'rejected',
      lastError: '400: Please enter a valid email address',
    }),
    queuedContact(email, 'Wes Waiting'),
  ]);
  await context.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(
    page.getByRole('button', { name: '1 saved request waiting to send, 1 needs attention', exact: true }),
  ).toBeVisible();

  // The waiting one is delivered at its next try; the refused one stays in sight.
  await context.unroute('**/api/contact');
  await expect(
    page.getByRole('button', { name: '1 saved request needs attention', exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(await storedLeads(request, email)).toHaveLength(1);
});

test('a failed read of the outbox keeps a badge that says so, and shows the count once a retry reads it', async ({
  page,
  context,
}) => {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  // The browser's storage failing (as Safari's does after it dropped the connection), switched
  // on and off by the test through localStorage.
  await page.addInitScript(() => {
    const getAll = IDBObjectStore.prototype.getAll;
    IDBObjectStore.prototype.getAll = function (this: IDBObjectStore, ...args: Parameters<typeof getAll>) {
      if (this.name === 'items' && localStorage.getItem('e2e-fail-outbox-reads') === '1')
        throw new DOMException('The storage could not be read', 'UnknownError');
      return getAll.apply(this, args);
    };
  });
  await context.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.goto('/lander');
  await putOutboxItems(page, [queuedContact(uniqueEmail('badge-unread'), 'Uma Unread')]);
  await page.evaluate(() => localStorage.setItem('e2e-fail-outbox-reads', '1'));
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Could not read the saved requests on this device' }),
  ).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('e2e-fail-outbox-reads'));
  await expect(
    page.getByRole('button', { name: '1 saved request waiting to send', exact: true }),
  ).toBeVisible({
    timeout: 15_000,
  });
});

test('another tab upgrading the outbox database is not blocked by an open page, whose later save still works', async ({
  page,
  context,
  request,
}) => {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  const email = uniqueEmail('upgrade');
  await page.goto('/lander');
  await waitForOutboxDatabase(page);

  // A newer version of the app, in another tab, opens the outbox with a higher version.
  const newer = await context.newPage();
  await newer.goto('/favicon.svg');
  const outcome = await newer.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('lhe-outbox', 10);
        open.onupgradeneeded = () => open.result.createObjectStore('addedLater');
        open.onsuccess = () => {
          open.result.close();
          resolve('upgraded');
        };
        open.onerror = () => resolve(`failed: ${open.error?.name}`);
        setTimeout(() => resolve('blocked by the open page'), 5_000);
      }),
  );
  expect(outcome).toBe('upgraded');
  await newer.close();

  // The page that was open saves a lead afterwards: kept, shown, and sent once the API answers.
  await context.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await sendEstimate(page, { name: 'Una Upgrade', email });
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: '1 saved request waiting to send', exact: true }),
  ).toBeVisible();
  await context.unroute('**/api/contact');
  await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 20_000 });
  expect(await storedLeads(request, email)).toHaveLength(1);
});
