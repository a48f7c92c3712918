import type { Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ADMIN } from '../../playwright.config';
import { sendEstimate } from './estimate-form-page';
import { allowConsoleError, expect, test } from './fixtures';
import { goOffline, goOnline, waitForServiceWorker } from './network';
import { storedLeads } from './stored-leads';

test.use({ serviceWorkers: 'allow' });
// One at a time: the update test changes the served service worker for a moment.
test.describe.configure({ mode: 'serial' });

const SW_FILE = join(process.cwd(), 'dist', 'sw.js');

const fillLanderForm = (page: Page, email: string, name: string) => sendEstimate(page, { name, email });

test.describe('offline', () => {
  // Each test first waits for the service worker to precache the whole site (about 9 MB).
  test.describe.configure({ timeout: 60_000 });

  test('every public page, even one never visited, opens offline after one visit', async ({
    page,
    context,
  }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.goto('/');
    await waitForServiceWorker(page);
    await goOffline(context);
    await page.goto('/areas/monmouth-county/red-bank');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Red Bank');
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/no-such-page-offline');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('a canvasser captures leads offline; they survive a reload and are stored once when back online', async ({
    page,
    context,
    request,
  }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to track phone click/);
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const emails = [`canvass-a-${stamp}@example.com`, `canvass-b-${stamp}@example.com`];
    await page.goto('/lander');
    await waitForServiceWorker(page);
    await goOffline(context);

    await fillLanderForm(page, emails[0], 'Pat Offline');
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await page.goto('/lander');
    await fillLanderForm(page, emails[1], 'Quinn Offline');
    await expect(page).toHaveURL(/\/thank-you$/);

    await page.reload();
    const indicator = page.getByRole('button', { name: '2 saved requests waiting to send' });
    await expect(indicator).toBeVisible();
    await indicator.click();
    await expect(
      page.getByRole('dialog', { name: 'Saved on this device' }).getByRole('listitem'),
    ).toHaveCount(2);
    await page.keyboard.press('Escape');

    await goOnline(context);
    await expect(indicator).toBeHidden({ timeout: 15_000 });
    for (const email of emails) {
      const leads = await storedLeads(request, email);
      expect(leads, email).toHaveLength(1);
      expect(leads[0].source).toBe('lander');
      expect(leads[0].capturedAt).toBeTruthy();
    }
  });

  test('a replay whose first answer was lost still stores one record', async ({ page, context, request }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR_FAILED/);
    const email = `lost-${Date.now().toString(36)}@example.com`;
    await page.goto('/lander');
    await waitForServiceWorker(page);
    await goOffline(context);
    await fillLanderForm(page, email, 'Riley Lost');
    await expect(page).toHaveURL(/\/thank-you$/);

    let first = true;
    await context.route('**/api/contact', async (route) => {
      if (first) {
        first = false;
        await route.fetch(); // stored on the server ...
        await route.abort('failed'); // ... but the answer is lost
        return;
      }
      await route.continue();
    });
    await goOnline(context);
    // Back online: the first send reaches the server but its answer is lost, so the item stays
    // and is sent again after the backoff; the server recognises the id and stores nothing new.
    const indicator = page.getByRole('button', { name: /saved request/ });
    await expect.poll(() => first).toBe(false);
    await expect(indicator).toBeHidden({ timeout: 20_000 });
    expect(await storedLeads(request, email)).toHaveLength(1);
  });

  test('with no page of the site open, a Background Sync wakes the service worker and it delivers the outbox', async ({
    page,
    context,
    request,
  }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR_FAILED/);
    const email = `sync-${Date.now().toString(36)}@example.com`;
    await page.goto('/lander');
    await waitForServiceWorker(page);
    await goOffline(context);
    await fillLanderForm(page, email, 'Sam Sync');
    await expect(page).toHaveURL(/\/thank-you$/);

    // Close the site, so no page code can send anything; then the connection returns. The
    // browser fires the pending sync, and the worker delivers the lead by itself.
    const fromWorker: string[] = [];
    context.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contact') && r.serviceWorker())
        fromWorker.push(r.url());
    });
    await page.goto('about:blank');
    await goOnline(context);
    await expect
      .poll(() => storedLeads(request, email).then((leads) => leads.length), { timeout: 15_000 })
      .toBe(1);
    // The worker's request event comes through the worker's own protocol session, which may be
    // read after the admin API has already shown the stored lead.
    await expect.poll(() => fromWorker.length).toBeGreaterThan(0);

    // Back on the site, nothing is left waiting.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden();
  });

  test('the admin area says it is offline instead of showing lead data', async ({ page, context }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR_FAILED/);
    await page.goto('/admin');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const submissions = page.getByRole('heading', { name: /Contact Form Submissions/ });
    await expect(submissions).toBeVisible();
    await waitForServiceWorker(page);

    await goOffline(context);
    await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
    await expect(submissions).toBeHidden();

    await page.reload();
    await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
    await expect(submissions).toBeHidden();

    await goOnline(context);
    await expect(submissions).toBeVisible();
    await expect(page.getByText('You are offline', { exact: true })).toBeHidden();
  });

  test('a new version offers Reload to update instead of swapping silently', async ({ page }) => {
    await page.goto('/about');
    await waitForServiceWorker(page);
    // Deploy a "new version": the served worker script changes by one comment. (The browser's
    // update check cannot be intercepted by the test, so the built file itself changes, and is
    // restored afterwards; this file's tests run one at a time.)
    const original = readFileSync(SW_FILE, 'utf8');
    writeFileSync(SW_FILE, `${original}\n// next release\n`);
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const reload = page.getByRole('button', { name: 'Reload to update' });
      await expect(reload).toBeVisible({ timeout: 15_000 });
      const reloaded = page.waitForEvent('load');
      await reload.click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      writeFileSync(SW_FILE, original);
    }
  });
});
