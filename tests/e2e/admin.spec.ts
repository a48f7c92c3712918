import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN } from '../../playwright.config';
import { BUSINESS } from '#shared/business';
import { buildContact } from '../factories/contact.factory';
import { signIn } from './admin-sign-in';
import { allowConsoleError, expect, test } from './fixtures';

/** A unique tag per test so each test finds its own records in the shared store. */
const tag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function postLeads(
  request: APIRequestContext,
  count: number,
  overrides: Parameters<typeof buildContact>[0],
) {
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/contact', {
      data: buildContact({ ...overrides, message: `lead ${i}` }),
    });
    expect(res.status()).toBe(201);
  }
}

test.describe('admin', () => {
  test('login page shows the title, the business name and a sign-in button', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(BUSINESS.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('required', '');
  });

  test('a wrong password says so, after showing Signing in...', async ({ page }) => {
    allowConsoleError(page, /status of 401/);
    await page.goto('/admin');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    expect(await page.evaluate(() => localStorage.getItem('admin_authenticated'))).toBeNull();
  });

  test('the browser flag alone shows no data and returns to the login page', async ({ page }) => {
    await page.goto('/admin');
    await page.evaluate(() => localStorage.setItem('admin_authenticated', 'true'));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_authenticated'))).toBeNull();
    await expect(page.getByText('Contact Form Submissions')).toHaveCount(0);
  });

  test('sign in, see panels and a new lead, log out', async ({ page, request }) => {
    const t = tag();
    await postLeads(request, 1, { name: `Panel ${t}`, email: `${t}@example.com` });
    await request.post('/api/phone-clicks', {
      data: { page: '/lander-p', element: 'lander-p-main-cta', isHeader: false },
    });
    await signIn(page);
    expect(await page.evaluate(() => localStorage.getItem('admin_authenticated'))).toBe('true');
    for (const heading of [
      '/lander-p CTA Clicks',
      'All Phone Clicks',
      'Summary',
      'Contact Form Submissions',
      'Scheduled Calls (/lander-c)',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    for (const tile of [
      'Form Submissions',
      'Booked Calls',
      '/lander-p CTAs',
      'Total Phone Clicks',
      'Header Clicks',
    ]) {
      await expect(page.getByText(tile, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Search submissions').fill(t);
    await expect(page.getByText(`Panel ${t}`)).toBeVisible();
    await expect(page.getByText('lander-p-main-cta').first()).toBeVisible();

    // An already signed-in visitor goes straight to the dashboard.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_authenticated'))).toBeNull();
    const after = await page.request.get('/api/contact');
    expect(after.status()).toBe(401);
  });

  test('a logout that cannot reach the server says so and stays signed in; a retry signs out', async ({
    page,
  }) => {
    allowConsoleError(page, /ERR_FAILED|Failed to load resource/);
    await signIn(page);
    await page.route('**/api/auth/logout', (route) => route.abort());
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Could not sign out: no connection to the server. Try again when you are online.',
    );
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_authenticated'))).toBe('true');

    await page.unroute('**/api/auth/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect((await page.request.get('/api/contact')).status()).toBe(401);
  });

  test('Logout first cancels the reads still in flight, so none reaches the server after the session ends', async ({
    page,
  }) => {
    await signIn(page);
    // The page's own order of events: which requests start, and which of them are cancelled.
    await page.addInitScript(() => {
      const order: string[] = ((window as unknown as { order: string[] }).order = []);
      const fetchOf = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const path = new URL(String(input), location.href).pathname;
        order.push(`${path} sent`);
        init?.signal?.addEventListener('abort', () => order.push(`${path} cancelled`));
        return fetchOf(input, init);
      };
    });
    // Hold the dashboard's summary read in flight, then log out.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/api/admin/summary', (route) => {
      held.push(() => route.continue().catch(() => undefined));
    });
    await page.reload();
    await expect.poll(() => held.length).toBe(1);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const order = await page.evaluate(() => (window as unknown as { order: string[] }).order);
    const at = (event: string) => order.indexOf(event);
    expect(at('/api/admin/summary cancelled'), order.join(', ')).toBeGreaterThan(-1);
    expect(at('/api/admin/summary cancelled')).toBeLessThan(at('/api/auth/logout sent'));
    await Promise.all(held.map((release) => release()));
  });

  test('finds a lead by phone number and pages through 25 at a time', async ({ page, request }) => {
    const t = tag();
    await postLeads(request, 27, { name: `Pager ${t}`, city: `City${t}` });
    const [mid, end] = [100 + Math.floor(Math.random() * 900), 1000 + Math.floor(Math.random() * 9000)];
    await postLeads(request, 1, { name: `Needle ${t}`, phone: `(973) ${mid}-${end}` });
    await signIn(page);
    const search = page.getByLabel('Search submissions');

    await search.fill(`City${t}`);
    const panel = page.getByRole('region', { name: 'Contact Form Submissions' });
    await expect(panel.getByText('27 submissions')).toBeVisible();
    await expect(panel.getByRole('article')).toHaveCount(25);
    await panel.getByRole('button', { name: '2' }).click();
    await expect(panel.getByRole('article')).toHaveCount(2);

    await search.fill(`973-${mid}-${end}`);
    await expect(panel.getByRole('article')).toHaveCount(1);
    await expect(panel.getByText(`Needle ${t}`)).toBeVisible();
  });

  test('lead values render as text, never as HTML', async ({ page, request }) => {
    const evil = '<img src=x onerror=alert(1)>';
    // Its own city finds it, however many leads other tests have added since.
    const city = `City${tag()}`;
    await postLeads(request, 1, { name: evil, city });
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await signIn(page);
    await page.getByLabel('Search submissions').fill(city);
    await expect(page.getByText(evil).first()).toBeVisible();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('exports submissions as CSV with quoting and a formula guard', async ({ page, request }) => {
    const t = tag();
    await postLeads(request, 1, { name: `=HYPERLINK("x") ${t}`, message: 'says "hello", twice' });
    await signIn(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export submissions CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.split('\n')[0]).toMatch(/name/i);
    expect(csv).toContain(`"'=HYPERLINK(""x"") ${t}"`);
  });
});
