import { BUSINESS } from '#shared/business';
import { allowConsoleError, expect, test } from './fixtures';

test.describe('page frame', () => {
  test('shows the promo banner, header, footer and call button on a framed page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('Up to 60 Months With No Interest and No Money Down')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: BUSINESS.phone.display })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const group of ['Quick Links', 'More Info', 'Services', 'Contact Info']) {
      await expect(footer.getByRole('heading', { name: group })).toBeVisible();
    }
    for (const path of [
      '/about',
      '/partners',
      '/warranties',
      '/financing',
      '/testimonials',
      '/sitemap',
      '/areas',
      '/blog',
      '/windows',
      '/siding',
      '/doors',
      '/roofing',
      '/contact',
    ]) {
      await expect(footer.locator(`a[href="${path}"]`).first()).toBeAttached();
    }
    await expect(footer).toContainText(`© ${BUSINESS.copyrightYear} ${BUSINESS.name}`);
    await expect(footer).toContainText('Jersey City, NJ');
    await expect(page.getByRole('link', { name: /Call Now/ })).toBeVisible();
  });

  test('desktop navigation lists the spec links in order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/windows',
      '/siding',
      '/doors',
      '/roofing',
      '/catalog',
      '/about',
      '/contact',
    ]);
  });

  test('hides header and footer on landers and the booked-call thank-you', async ({ page }) => {
    for (const path of ['/lander', '/lander-p', '/lander-c', '/lander-d', '/booked-call-thank-you']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByText('Up to 60 Months With No Interest and No Money Down')).toHaveCount(0);
      const paddingTop = await page.locator('main').evaluate((el) => getComputedStyle(el).paddingTop);
      expect(paddingTop).toBe('0px');
    }
  });

  test('mobile menu opens and closes by close button, backdrop and link tap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });

    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 400); // the backdrop, left of the right-hand drawer
    await expect(dialog).toBeHidden();

    await open.click();
    await dialog.getByRole('link', { name: 'About' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Warranties' }).click();
    await expect(page).toHaveURL(/\/warranties$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('unknown paths answer 404 with the not-found page', async ({ page }) => {
    allowConsoleError(page, /status of 404/);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('/catalog goes to /catalog/siding by a full page load', async ({ page }) => {
    await page.goto('/catalog');
    await expect(page).toHaveURL(/\/catalog\/siding$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
