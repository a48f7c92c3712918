/**
 * Sections that only show content keep their prerendered HTML on the page the browser loaded
 * (React does not hydrate them), and render normally on pages React renders itself after a
 * client-side navigation. Both must show the full page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Mark the current document; `sameDocument` tells later whether a navigation kept it. */
const markDocument = (page: Page) =>
  page.evaluate(() => void ((window as { lheMark?: true }).lheMark = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { lheMark?: true }).lheMark === true);

/** The first home FAQ question opens on a click: the page has hydrated. */
async function expectFaqToAnswer(page: Page) {
  const question = page
    .getByRole('region', { name: 'Frequently Asked Questions', exact: true })
    .getByRole('button')
    .first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
}

test.describe('static sections', () => {
  test('stay on the loaded page after hydration, and render after client-side navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The home page's static sections are a module of their own (staticPart): the loaded page
    // keeps their HTML and never fetches their code; a page React renders itself does.
    const sectionsCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/home-sections-[\w-]+\.js$/.test(r.url())) sectionsCode.push(r.url());
    });
    await page.goto('/');
    // Hydrated: the FAQ accordion answers, and the static sections around it are still there.
    await expectFaqToAnswer(page);
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Service Areas' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sectionsCode).toEqual([]);

    // The header's links navigate on the client: the new page's static parts are rendered by React.
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Windows' }).click();
    await expect(page).toHaveURL(/\/windows$/);
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Window Styles We Install' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Window Replacement Process' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Service Areas' })).toBeVisible();

    // And back: the home page is rendered again, whole.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Projects' })).toBeVisible();
    expect(sectionsCode).toHaveLength(1);
  });

  test('the loaded page keeps its prerendered head; a client-side navigation replaces it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Counts head tags taken out of the document, from before the page's own scripts run.
    await page.addInitScript(() => {
      const w = window as { lheHeadRemovals?: number };
      w.lheHeadRemovals = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.hasAttribute('data-page-head')) w.lheHeadRemovals! += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    const headRemovals = () => page.evaluate(() => (window as { lheHeadRemovals?: number }).lheHeadRemovals);
    await page.goto('/');
    await expectFaqToAnswer(page);
    expect(await headRemovals()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Windows' }).click();
    await expect(page).toHaveURL(/\/windows$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/windows$/);
    await expect(page).toHaveTitle(/Windows/);
    expect(await headRemovals()).toBeGreaterThan(0);
  });

  test('a link inside a static section is an ordinary link to the prerendered page', async ({ page }) => {
    await page.goto('/windows');
    await markDocument(page);
    await page
      .getByRole('link', { name: /Double-Hung/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/window-installation\/double-hung-windows$/);
    // A full load of the prerendered page: React never took over the static section's link.
    expect(await sameDocument(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Double-Hung');
    // One window type to another: the page is the new type's, whole.
    await page
      .getByRole('link', { name: /Casement/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/window-installation\/casement-window-replacements$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Casement');
  });
});
