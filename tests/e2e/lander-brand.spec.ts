/**
 * The booking landers show no site header or footer, but still the brand: the logo linking home
 * and the tracked phone link at the top, the address footer with the licences at the end.
 */
import type { Request } from '@playwright/test';
import { BUSINESS, LICENSE_LINES, TEL_HREF, formatAddressLine } from '#shared/business';
import { expect, test } from './fixtures';
import { keepTelClicksOnPage } from './keep-tel-clicks-on-page';

for (const path of ['/lander-c', '/lander-d']) {
  test(`${path} shows the logo, the phone link and the address footer, without the site navigation`, async ({
    page,
  }) => {
    await keepTelClicksOnPage(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');

    const logo = main.getByRole('link', { name: `${BUSINESS.name} home`, exact: true });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('href', '/');
    await expect(logo.locator('img')).toHaveAttribute('src', '/images/logo.svg');

    const phone = main.locator('header').getByRole('link', { name: BUSINESS.phone.display, exact: true });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', TEL_HREF);
    const tracked = page.waitForRequest(
      (r: Request) => r.url().endsWith('/api/phone-clicks') && r.method() === 'POST',
    );
    await phone.click();
    expect((await tracked).postDataJSON()).toMatchObject({ page: path, element: 'lander-header-phone' });

    const footer = main.locator('footer');
    await expect(footer).toContainText(BUSINESS.name);
    await expect(footer.locator('address')).toHaveText(formatAddressLine());
    await expect(footer.getByRole('link', { name: BUSINESS.phone.display })).toHaveAttribute(
      'href',
      TEL_HREF,
    );
    for (const line of LICENSE_LINES) await expect(footer.getByText(line, { exact: true })).toBeVisible();

    // The brand, not the site frame: no banner, no site footer, no navigation.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);

    await logo.click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the site footer and the /lander footer show the licence numbers', async ({ page }) => {
  await page.goto('/about');
  const siteFooter = page.getByRole('contentinfo');
  for (const line of LICENSE_LINES) await expect(siteFooter.getByText(line, { exact: true })).toBeVisible();
  await page.goto('/lander');
  const landerFooter = page.getByRole('main').locator('footer');
  for (const line of LICENSE_LINES) await expect(landerFooter.getByText(line, { exact: true })).toBeVisible();
});
