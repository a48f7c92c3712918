/**
 * Tap targets of the page frame (WCAG 2.2 AA 2.5.8): every link and button of the header, the
 * mobile menu, the footers and the area pages' town lists is at least
 * 24 × 24 px, and the primary ones (header phone, menu button, Call Now) are 44 px tall.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Each visible target in `scope` smaller than `min` px either way, as "name W×H" (there must be some). */
async function smallTargets(scope: Locator, min: number): Promise<string[]> {
  expect(await scope.count(), 'targets to measure').toBeGreaterThan(0);
  return scope.evaluateAll(
    (els, least) =>
      els
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ el, r }) => r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === 'visible')
        .filter(({ r }) => r.width < least || r.height < least)
        .map(
          ({ el, r }) =>
            `${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)} ${Math.round(r.width)}×${Math.round(r.height)}`,
        ),
    min,
  );
}

/** axe's target-size rule over the given parts of the page. */
async function targetSizeViolations(page: Page, selectors: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withRules(['target-size']).setLegacyMode(true);
  for (const selector of selectors) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const TARGETS = 'a, button';

test.describe('frame tap targets', () => {
  test('header, footer and Call Now at 390 px; the open mobile menu', async ({ page }) => {
    await page.setViewportSize(PHONE);
    // A page without a form: the Call Now button shows at the top.
    await page.goto('/about', { waitUntil: 'networkidle' });
    const header = page.getByRole('banner');
    expect(await smallTargets(header.getByRole('link', { name: /\(201\)/ }), 44)).toEqual([]);
    expect(await smallTargets(header.getByRole('button', { name: 'Open menu' }), 44)).toEqual([]);
    expect(await smallTargets(page.getByRole('link', { name: /^Call Now/ }), 44)).toEqual([]);
    expect(await smallTargets(header.locator(TARGETS), 24)).toEqual([]);
    expect(await smallTargets(page.getByRole('contentinfo').locator(TARGETS), 24)).toEqual([]);
    expect(await targetSizeViolations(page, ['header', 'footer', 'aside'])).toEqual([]);

    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await smallTargets(menu.getByRole('button', { name: 'Close menu' }), 44)).toEqual([]);
    expect(await smallTargets(menu.locator(TARGETS), 24)).toEqual([]);
    expect(await targetSizeViolations(page, ['[role="dialog"]'])).toEqual([]);
  });

  test('header and footer at 1280 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about', { waitUntil: 'networkidle' });
    const header = page.getByRole('banner');
    expect(await smallTargets(header.getByRole('link', { name: /\(201\)/ }), 44)).toEqual([]);
    expect(await smallTargets(header.locator(TARGETS), 24)).toEqual([]);
    expect(await smallTargets(page.getByRole('contentinfo').locator(TARGETS), 24)).toEqual([]);
    expect(await targetSizeViolations(page, ['header', 'footer', 'aside'])).toEqual([]);
  });

  for (const path of ['/areas', '/areas/bergen-county', '/areas/bergen-county/hackensack']) {
    test(`town, county and breadcrumb links on ${path}`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path, { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      // Every link to an area page or a breadcrumb step, wherever it sits in the page.
      const areaLinks = main.locator('a[href^="/areas"], nav[aria-label="Breadcrumb"] a');
      expect(await smallTargets(areaLinks, 24)).toEqual([]);
      expect(
        await targetSizeViolations(page, ['main a[href^="/areas"]', 'nav[aria-label="Breadcrumb"]']),
      ).toEqual([]);
    });
  }

  for (const path of ['/lander', '/lander-c', '/lander-d']) {
    test(`the lander header and footer on ${path}`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path, { waitUntil: 'networkidle' });
      const footer = page.locator('main footer');
      expect(await smallTargets(footer.locator(TARGETS), 44)).toEqual([]);
      const regions = ['main footer', 'aside'];
      // /lander shows its logo as a plain picture; the booking landers have the lander header.
      if (path !== '/lander') {
        expect(await smallTargets(page.locator('main header').locator(TARGETS), 44)).toEqual([]);
        regions.push('main header');
      }
      expect(await targetSizeViolations(page, regions)).toEqual([]);
    });
  }
});
