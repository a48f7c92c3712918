import type { Page, Request } from '@playwright/test';
import { BUSINESS } from '#shared/business';
import { allowConsoleError, expect, test } from './fixtures';
import { keepTelClicksOnPage } from './keep-tel-clicks-on-page';

/** Click a tel: link without leaving the page, and return the tracking request it sent. */
async function clickAndCapture(page: Page, click: () => Promise<void>): Promise<Record<string, unknown>> {
  const tracked = page.waitForRequest(
    (r: Request) => r.url().endsWith('/api/phone-clicks') && r.method() === 'POST',
  );
  await click();
  const request = await tracked;
  const response = await request.response();
  expect(response?.status()).toBe(201);
  return request.postDataJSON() as Record<string, unknown>;
}

test.describe('phone click tracking', () => {
  test.beforeEach(async ({ page }) => {
    await keepTelClicksOnPage(page);
  });

  test('header, footer and the fixed button post page, element and isHeader', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/windows');
    expect(
      await clickAndCapture(page, () =>
        page.getByRole('banner').getByRole('link', { name: BUSINESS.phone.display }).click(),
      ),
    ).toMatchObject({ page: '/windows', element: 'header-phone', isHeader: true });
    expect(
      await clickAndCapture(page, () =>
        page.getByRole('contentinfo').getByRole('link', { name: BUSINESS.phone.display }).click(),
      ),
    ).toMatchObject({ page: '/windows', element: 'footer-phone', isHeader: false });
    expect(
      await clickAndCapture(page, () => page.getByRole('link', { name: /Call Now/ }).click()),
    ).toMatchObject({
      page: '/windows',
      element: 'fixed-call-btn',
      isHeader: false,
    });
    await expect(page.getByRole('link', { name: /Call Now/ })).toHaveAttribute(
      'href',
      `tel:${BUSINESS.phone.e164}`,
    );
  });

  test('clicks carry the first-touch attribution of the visit', async ({ page }) => {
    await page.goto('/lander-p?utm_source=google&utm_campaign=spring-siding&gclid=abc123');
    await page.goto('/about');
    const body = await clickAndCapture(page, () => page.getByRole('link', { name: /Call Now/ }).click());
    expect(body.attribution).toMatchObject({
      utm_source: 'google',
      utm_campaign: 'spring-siding',
      gclid: 'abc123',
      landingPath: '/lander-p',
    });
  });

  test('the mobile menu phone link is a header click', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const body = await clickAndCapture(page, () =>
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Call/ }).click(),
    );
    expect(body).toMatchObject({ page: '/', element: 'mobile-phone', isHeader: true });
  });

  test('a failed tracking post is only logged and the link still works', async ({ page }) => {
    allowConsoleError(page, /Failed to track phone click|status of 500/);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/phone-clicks', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/about');
    const link = page.getByRole('link', { name: /Call Now/ });
    await link.click();
    await expect.poll(() => errors.some((e) => e.includes('Failed to track phone click'))).toBe(true);
    await expect(link).toHaveAttribute('href', `tel:${BUSINESS.phone.e164}`);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
