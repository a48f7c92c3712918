/** The not-found page keeps the spec's words and shows a lost visitor the way on. */
import AxeBuilder from '@axe-core/playwright';
import { BUSINESS, TEL_HREF } from '#shared/business';
import { allowConsoleError, expect, test } from './fixtures';

test('the not-found page links home, to the four services, to contact and to the phone', async ({ page }) => {
  allowConsoleError(page, /status of 404/);
  const res = await page.goto('/no-such-page', { waitUntil: 'networkidle' });
  expect(res?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(main.getByText('Did you forget to add the page to the router?')).toBeVisible();

  const links: [string, string][] = [
    ['Home', '/'],
    ['Windows', '/windows'],
    ['Siding', '/siding'],
    ['Doors', '/doors'],
    ['Roofing', '/roofing'],
    ['Contact Us', '/contact'],
  ];
  for (const [name, href] of links) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(main.getByRole('link', { name: `Call ${BUSINESS.phone.display}` })).toHaveAttribute(
    'href',
    TEL_HREF,
  );

  // Each is a comfortable target (WCAG 2.5.8: at least 24 × 24 px).
  const sizes = await main.getByRole('link').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.textContent?.trim(), small: r.width < 24 || r.height < 24 };
    }),
  );
  expect(sizes.length).toBe(links.length + 1);
  expect(sizes.filter((s) => s.small)).toEqual([]);
  const axe = await new AxeBuilder({ page })
    .withRules(['target-size'])
    .include('main')
    .setLegacyMode(true)
    .analyze();
  expect(axe.violations).toEqual([]);

  await main.getByRole('link', { name: 'Roofing', exact: true }).click();
  await expect(page).toHaveURL(/\/roofing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
