/**
 * Sections that only show content keep their prerendered HTML on the page the browser loaded
 * (React does not hydrate them). Every public link is a document load (decision 018), so the next
 * page is always its own prerendered file, whole.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Mark the current document; `sameDocument` tells later whether a navigation kept it. */
const markDocument = (page: Page) =>
  page.evaluate(() => void ((window as { lheMark?: true }).lheMark = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { lheMark?: true }).lheMark === true);

/** The first home FAQ question opens on a click: its island runs. */
async function expectFaqToAnswer(page: Page) {
  const question = page
    .getByRole('region', { name: 'Frequently Asked Questions', exact: true })
    .getByRole('button')
    .first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
}

test.describe('static sections', () => {
  test('on a page that boots as islands they stay prerendered HTML, and a header link loads the next page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The home page's static sections are a module of their own (staticPart): the loaded page
    // keeps their HTML and never fetches their code.
    const sectionsCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/home-sections-[\w-]+\.js$/.test(r.url())) sectionsCode.push(r.url());
    });
    await page.goto('/');
    // The FAQ island answers, and the static sections around it are still there.
    await expectFaqToAnswer(page);
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Service Areas' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sectionsCode).toEqual([]);

    // No client-side router on an islands page: the header's link is a document load.
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Windows' }).click();
    await expect(page).toHaveURL(/\/windows$/);
    await expect(page.getByRole('heading', { name: 'Window Styles We Install' })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test('a page the app hydrates leaves its links to the browser too: the next page comes whole, with its head', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog');
    // Hydrated: the menu button is live.
    await expect(page.locator('[aria-label="Open menu"]')).not.toHaveAttribute('aria-disabled');
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Windows' }).click();
    await expect(page).toHaveURL(/\/windows$/);
    await expect(page.getByRole('heading', { name: 'Window Styles We Install' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Window Replacement Process' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/windows$/);
    await expect(page).toHaveTitle(/Windows/);
    expect(await sameDocument(page)).toBe(false);
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
