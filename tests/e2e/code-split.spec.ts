/**
 * Issue 7's split by route: the admin, the booking calendar and the form's validation schemas are
 * chunks of their own that content pages (and /lander-c) never load before an interaction; nor do they load the
 * admin reports' charts (recharts). The pages that do need them are checked too, so that a renamed
 * chunk cannot make this test pass by matching nothing.
 */
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, CITY_PAGE, LIGHTHOUSE_PAGES } from '../../scripts/audit/lighthouse-run';
import { PATHS } from '#shared/routes';
import { DAY_NAME } from './booking-page';
import { expect, test } from './fixtures';

const ADMIN_CODE = /\/assets\/admin-[\w.-]+\.js$/;
/** The date and slot picker (frontend/components/date-slot-picker), with Mantine's calendar. */
const CALENDAR_CODE = /\/assets\/date-slot-picker-[\w-]+\.js$/;
/** zod and the shared schemas: the forms load them when a visitor sends, not before. */
const SCHEMA_CODE = /\/assets\/schemas-[\w-]+\.js$/;

/** The built scripts that carry recharts, found by their text whatever the chunks are named. */
function chartScripts(): string[] {
  const dir = 'dist/assets';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes('recharts'))
    .map((file) => `/assets/${file}`);
}

/** The scripts a page loads from navigation until the network has been idle, untouched. */
async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // What loads once the page runs, at idle (the service worker's registration), is in too.
  await expect.poll(() => scripts.some((s) => s.includes('/assets/workbox-window'))).toBe(true);
  await page.waitForLoadState('networkidle');
  return scripts;
}

const CONTENT_PAGES = [
  PATHS.home,
  PATHS.windows,
  CITY_PAGE,
  PATHS.contact,
  PATHS.gallery,
  PATHS.blog,
  PATHS.faq,
  PATHS.financing,
];

test('content pages load no admin, booking calendar, schema or chart code before an interaction', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const charts = chartScripts();
  for (const path of CONTENT_PAGES) {
    const scripts = await scriptsLoadedBy(page, path);
    // The page's own script, the page's state (the outbox read) and the service worker's registration at least.
    expect(scripts.length, `${path} started with its scripts`).toBeGreaterThanOrEqual(3);
    for (const code of [ADMIN_CODE, CALENDAR_CODE, SCHEMA_CODE]) {
      expect(
        scripts.filter((s) => code.test(s)),
        `${path} loaded ${code}`,
      ).toEqual([]);
    }
    expect(
      scripts.filter((s) => charts.includes(s)),
      `${path} loaded recharts`,
    ).toEqual([]);
  }
});

test('every key page loads at most the budget of script before an interaction (gzip, as sent)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'script') sizes.push(r.sizes().then((s) => s.responseBodySize));
  });
  const weights: Record<string, number> = {};
  for (const path of LIGHTHOUSE_PAGES) {
    sizes.length = 0;
    await scriptsLoadedBy(page, path);
    weights[path] = Math.round((await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024);
  }
  const over = Object.entries(weights).filter(([, kb]) => kb > BUDGETS.jsKb);
  expect(over, `KB of script per page: ${JSON.stringify(weights)}`).toEqual([]);
});

test('the pages that need that code do load it', async ({ page }) => {
  // /lander-c draws its calendar without it (decision 018); the first tap on a day brings it.
  const bookingScripts = await scriptsLoadedBy(page, PATHS.landerC);
  expect(bookingScripts.some((s) => CALENDAR_CODE.test(s))).toBe(false);
  await page.getByRole('button', { name: DAY_NAME, disabled: false }).first().click();
  await expect.poll(() => bookingScripts.some((s) => CALENDAR_CODE.test(s))).toBe(true);
  expect((await scriptsLoadedBy(page, PATHS.admin)).some((s) => ADMIN_CODE.test(s))).toBe(true);
  const charts = chartScripts();
  expect((await scriptsLoadedBy(page, PATHS.adminReports)).some((s) => charts.includes(s))).toBe(true);
  // Sending the estimate form (empty: the schemas answer) loads the schemas.
  await scriptsLoadedBy(page, PATHS.contact);
  const schemas = page.waitForRequest((r) => SCHEMA_CODE.test(new URL(r.url()).pathname));
  const send = page.getByRole('button', { name: 'Send' }).first();
  await expect(send).toBeEnabled();
  await send.click();
  await schemas;
});

test('the booking calendar shows its days without building an Intl date formatter', async ({ page }) => {
  // A browser's first Intl.DateTimeFormat loads ICU's locale data, one long task; the business
  // zone's offsets come with the build instead (shared/zone-offset.ts).
  await page.addInitScript(() => {
    const counted = window as unknown as { dateFormatters: number };
    counted.dateFormatters = 0;
    const count = () => void counted.dateFormatters++;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct: (target, args: []) => (count(), Reflect.construct(target, args)),
      apply: (target, self, args: []) => (count(), Reflect.apply(target, self, args)),
    });
  });
  await page.goto(PATHS.landerC);
  const calendar = page.getByRole('group', { name: 'Select a Date' });
  await expect(calendar.getByRole('button', { name: DAY_NAME, disabled: false }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { dateFormatters: number }).dateFormatters)).toBe(0);
});
