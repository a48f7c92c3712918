/**
 * /capture when the device's outbox misbehaves or the session changes hands: a blocked
 * IndexedDB keeps the lead in the form and says why, an outbox not read yet (or unreadable) is
 * never shown as empty and holds sign-out, and a lead resent after another canvasser signed in
 * is accepted and counted as sent.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { buildUser } from '../factories/user.factory';
import type { LeadDetail } from '#shared/schemas/lead';
import { expect, test } from './fixtures';
import {
  addUser,
  captureLead,
  fillLead,
  openAndSignIn,
  person,
  saveButton,
  signInOnPage,
  startEvent,
  storedAtEvent,
} from './capture-page';
import { waitForOutboxDatabase } from './outbox-store';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const canvasser = buildUser();
test.beforeAll(async ({ request }) => addUser(request, canvasser));

/**
 * Another tab of the site upgrades the outbox database and keeps its upgrade running: every
 * open of the database waits behind it. Answers the release (the upgrade is abandoned).
 */
async function holdOutboxDatabase(context: BrowserContext): Promise<() => Promise<void>> {
  const holder = await context.newPage();
  await holder.goto('/manifest.webmanifest');
  await holder.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('lhe-outbox', 1000);
        open.onerror = (event) => event.preventDefault();
        open.onupgradeneeded = () => {
          const upgrade = open.transaction!;
          const store = open.result.createObjectStore('held');
          let holding = true;
          // A transaction stays open while it has a request in flight.
          const spin = () => {
            if (holding) store.get(0).onsuccess = spin;
          };
          spin();
          (window as unknown as { release: () => void }).release = () => {
            holding = false;
            upgrade.abort();
          };
          resolve();
        };
      }),
  );
  return async () => {
    await holder.evaluate(() => (window as unknown as { release: () => void }).release());
    await holder.close();
  };
}

/** Record on the page whether it ever showed one of `texts` (checked on every change). */
async function watchForText(page: Page, texts: string[]): Promise<void> {
  await page.addInitScript((watched) => {
    const w = window as unknown as { seenTexts: string[] };
    w.seenTexts = [];
    const check = () => {
      const text = document.body?.textContent ?? '';
      for (const t of watched) if (text.includes(t) && !w.seenTexts.includes(t)) w.seenTexts.push(t);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts);
}

const seenTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const FALSE_ZEROES = ['Waiting to send: 0', 'Every lead captured on this device has been sent'];

test('a blocked outbox keeps the lead in the form and says why; once free, the lead is saved and sent once', async ({
  page,
  context,
  request,
}) => {
  await openAndSignIn(page, canvasser);
  const eventName = await startEvent(page, canvasser);
  await waitForOutboxDatabase(page);
  const release = await holdOutboxDatabase(context);

  const who = person();
  await fillLead(page, who);
  // Whether the Name field is ever emptied while the save waits.
  await page.evaluate(() => {
    const w = window as unknown as { nameCleared: boolean };
    w.nameCleared = false;
    const timer = setInterval(() => {
      const input = document.getElementById('capture-name') as HTMLInputElement | null;
      if (input && input.value === '') w.nameCleared = true;
    }, 5);
    setTimeout(() => clearInterval(timer), 15_000);
  });
  await saveButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This lead was not saved on this device' }),
  ).toContainText('Storage did not answer in 5 s', { timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toContainText(
    'What you typed is still in the form.',
  );
  await expect(nameField(page)).toHaveValue(who.name);
  await expect(page.getByLabel('Email')).toHaveValue(who.email);
  expect(await page.evaluate(() => (window as unknown as { nameCleared: boolean }).nameCleared)).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);

  await release();
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${who.name}.` })).toBeVisible();
  await expect(nameField(page)).toHaveValue('');
  await expect(page.getByText('Sent: 1')).toBeVisible({ timeout: 30_000 });
  expect((await storedAtEvent(request, eventName)).map((r) => r.name)).toEqual([who.name]);
});

test('an outbox not read yet, or that cannot be read, is never shown as empty, and sign-out waits', async ({
  page,
  context,
}) => {
  await openAndSignIn(page, canvasser);
  await startEvent(page, canvasser);
  await waitForOutboxDatabase(page);
  await watchForText(page, FALSE_ZEROES);
  const release = await holdOutboxDatabase(context);

  await page.reload();
  await expect(page.getByText('Waiting to send: not known yet')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You cannot sign out yet' })).toContainText(
    'have not been read',
  );
  // The read gives up after its time limit: an error, still no count.
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be read right now' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Waiting to send: not known yet')).toBeVisible();
  await expect(saveButton(page)).toBeVisible();
  expect(await seenTexts(page)).toEqual([]);

  // Readable again: the true count, and sign-out goes through.
  await release();
  await expect(page.getByText('Waiting to send: 0')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be read right now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a lead resent after another canvasser signed in counts as sent and stays the first canvasser’s', async ({
  page,
  context,
  request,
}) => {
  const next = buildUser();
  await addUser(request, next);
  await openAndSignIn(page, canvasser);
  const eventName = await startEvent(page, canvasser);

  // The first send reaches the server; its answer, and every later try, is lost.
  let delivered = false;
  await context.route('**/api/capture/leads', async (route) => {
    if (!delivered) {
      delivered = true;
      await route.fetch();
    }
    await route.abort('internetdisconnected');
  });
  const who = person();
  await captureLead(page, who);
  await expect.poll(() => delivered).toBe(true);
  await expect(page.getByText('Waiting to send: 1')).toBeVisible();

  // The session ends, the connection returns, and the next canvasser signs in on this device.
  expect((await context.request.post('/api/auth/logout')).status()).toBe(204);
  await context.unroute('**/api/capture/leads');
  await page
    .getByRole('button', { name: 'Send now' })
    .first()
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(
    page.getByText(/Your session has ended\. Sign in again to send the 1 waiting lead/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await signInOnPage(page, next);

  await expect(page.getByText('Sent: 1')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Waiting to send: 0')).toBeVisible();
  const stored = await storedAtEvent(request, eventName);
  expect(stored.map((r) => r.name)).toEqual([who.name]);
  const detail = (await (await request.get(`/api/admin/leads/${stored[0].id}`)).json()) as LeadDetail;
  expect(detail.record).toMatchObject({ capturedBy: canvasser.username });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a session check that gets no answer is asked again, so an ended session is still noticed', async ({
  page,
  context,
}) => {
  await openAndSignIn(page, canvasser);
  await startEvent(page, canvasser);
  expect((await context.request.post('/api/auth/logout')).status()).toBe(204);
  // Event Wi-Fi takes the first check and never answers it.
  let checks = 0;
  await context.route('**/api/auth/session', async (route) => {
    checks += 1;
    if (checks > 1) await route.continue();
  });
  await page.reload();
  await expect(
    page.getByText('Your session has ended. Sign in again; you can keep capturing meanwhile.'),
  ).toBeVisible({ timeout: 40_000 });
  expect(checks).toBeGreaterThan(1);
  await expect(saveButton(page)).toBeVisible();
});

/** The browser's answers about keeping this site's storage, as a page script sees them. */
async function storagePromise(page: Page, kept: boolean) {
  await page.addInitScript((answer) => {
    Object.defineProperty(navigator.storage, 'persisted', { value: async () => answer });
    Object.defineProperty(navigator.storage, 'persist', { value: async () => answer });
  }, kept);
}

test('warns when the browser has not promised to keep the leads saved on this device', async ({ page }) => {
  await storagePromise(page, false);
  await openAndSignIn(page, canvasser);
  await startEvent(page, canvasser);
  const warning = page.getByRole('note', { name: 'Saved leads may not be kept' });
  await expect(warning).toContainText('This browser has not promised to keep the leads saved on this device');
});

test('says nothing about storage once the browser has promised to keep it', async ({ page }) => {
  await storagePromise(page, true);
  await openAndSignIn(page, canvasser);
  await startEvent(page, canvasser);
  await expect(page.getByText('Waiting to send: 0')).toBeVisible();
  await expect(page.getByText('This browser has not promised')).toHaveCount(0);
});
