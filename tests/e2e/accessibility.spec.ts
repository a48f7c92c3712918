/**
 * axe-core (WCAG 2.2 A and AA, target size included) finds nothing on any page: every prerendered public route, the
 * admin login and the dashboard, each at 390 px and 1280 px. Nothing is excluded: the site
 * embeds no third-party widgets. `npm run audit` runs the same check (tests/e2e/axe-check.ts).
 */
import { E2E_ADMIN } from '../../playwright.config';
import { PATHS } from '#shared/routes';
import { buildContact } from '../factories/contact.factory';
import {
  AXE_VIEWPORTS,
  type AxeFinding,
  axeFindings,
  checkPath,
  chunk,
  formatFindings,
  publicRoutes,
  settle,
} from './axe-check';
import { expect, test } from './fixtures';

/** ~12 routes a test: long enough to reuse one page, short enough to balance two workers. */
const CHUNKS = chunk(publicRoutes(), 12);

test.describe('accessibility (axe, WCAG 2.2 A/AA)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the route table is covered', () => {
    expect(CHUNKS.flat().length).toBeGreaterThan(100);
  });

  for (const [i, paths] of CHUNKS.entries()) {
    test(`public routes, part ${i + 1} of ${CHUNKS.length}: no violations at 390 and 1280 px`, async ({
      page,
    }) => {
      const findings: AxeFinding[] = [];
      for (const path of paths) findings.push(...(await checkPath(page, path)));
      expect(findings, formatFindings(findings)).toEqual([]);
    });
  }

  test('admin login and dashboard: no violations at 390 and 1280 px', async ({ page, request }) => {
    // A lead, so the dashboard shows a filled table rather than only empty states.
    expect(
      (await request.post('/api/contact', { data: buildContact({ message: 'axe check lead' }) })).status(),
    ).toBe(201);
    const findings = await checkPath(page, PATHS.admin);

    await page.setViewportSize(AXE_VIEWPORTS[0]);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('axe check lead').first()).toBeVisible();
    for (const viewport of AXE_VIEWPORTS) {
      await page.setViewportSize(viewport);
      await settle(page);
      findings.push(...(await axeFindings(page, PATHS.adminDashboard)));
    }
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
