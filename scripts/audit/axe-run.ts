/** axe (WCAG 2.2 A/AA, 390 and 1280 px) on every public route and the admin pages of a running server. */
import { chromium } from '@playwright/test';
import { PATHS } from '#shared/routes';
import { type AxeFinding, checkPath, chunk, publicRoutes } from '../../tests/e2e/axe-check';
import { CHROMIUM_FLAGS } from '../chromium-flags';
import { ADMIN } from './serve-build';

/** The admin pages checked signed in (a lead's page needs a lead: tests/e2e/admin-delivery.spec.ts). */
const SIGNED_IN_PAGES = [PATHS.adminDashboard, PATHS.adminDeliveries, PATHS.adminSettings];

/** Every public route plus the admin login, dashboard, Message delivery and Settings, two pages in parallel. */
export async function runAxe(baseUrl: string): Promise<{ checked: number; findings: AxeFinding[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const routes = publicRoutes();
  const findings: AxeFinding[] = [];
  try {
    await Promise.all(
      chunk(routes, 2).map(async (paths) => {
        const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
        const page = await context.newPage();
        for (const path of paths) findings.push(...(await checkPath(page, path)));
        await context.close();
      }),
    );
    const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
    const page = await context.newPage();
    findings.push(...(await checkPath(page, PATHS.admin)));
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    for (const path of SIGNED_IN_PAGES) findings.push(...(await checkPath(page, path)));
  } finally {
    await browser.close();
  }
  return { checked: routes.length + 1 + SIGNED_IN_PAGES.length, findings };
}
