/**
 * Our Google and Facebook ratings sit beside the estimate form where the visitor decides (Home,
 * the service pages, /lander), with a link to the reviews. The strip is static markup: text and
 * inline SVG, no pictures to download.
 */
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { expect, test } from './fixtures';

const PAGES = [PATHS.home, PATHS.windows, PATHS.roofing, PATHS.lander, PATHS.vinylSiding];

test.describe('ratings strip near the estimate form', () => {
  for (const path of PAGES) {
    test(`${path} shows the ratings and a link to the reviews beside the form`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const strip = page.getByRole('region', { name: 'Customer ratings' });
      await expect(strip).toHaveCount(1);
      await expect(strip).toBeVisible();
      await expect(strip).toContainText('4.9');
      await expect(strip).toContainText('5.0');
      await expect(strip).toContainText(BUSINESS.googleRating);
      await expect(strip).toContainText(BUSINESS.facebookRating);
      const link = strip.getByRole('link', { name: 'Read our reviews' });
      await expect(link).toHaveAttribute('href', PATHS.testimonials);
      await expect(strip.locator('img')).toHaveCount(0);

      // In the same page section as the form (the form's own box is a <section> too).
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
      const sameSection = await form.evaluate(
        (formEl, stripEl) => {
          const paper = formEl.closest('section');
          const pageSection = paper?.parentElement?.closest('section');
          return Boolean(pageSection && stripEl && pageSection.contains(stripEl));
        },
        await strip.elementHandle(),
      );
      expect(sameSection, 'the strip is in the form’s section').toBe(true);

      await link.click();
      await expect(page).toHaveURL(/\/testimonials$/);
      await expect(page.getByRole('heading', { level: 1, name: 'What Our Customers Say' })).toBeVisible();
    });
  }
});
