/**
 * The admin area's own layout (side navigation, no marketing frame), its guard, an unknown lead,
 * and a lead page that shows what the visitor typed as text.
 */
import { BUSINESS } from '#shared/business';
import { PATHS, adminLeadPath } from '#shared/routes';
import { tag } from './admin-leads';
import { signIn } from './admin-sign-in';
import { allowConsoleError, expect, test } from './fixtures';

test.describe('admin area', () => {
  test('has its own layout: side navigation with Logout, no site header, footer or Call Now; a menu button on phones', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Message delivery' }).click();
    await expect(page).toHaveURL(/\/admin\/deliveries$/);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const link of ['Dashboard', 'Message delivery', 'Settings']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Message delivery' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByText(BUSINESS.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Call Now/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('without a session each admin page returns to the sign-in and shows no data', async ({ page }) => {
    for (const path of [PATHS.adminDeliveries, PATHS.adminSettings, adminLeadPath('any-lead')]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    }
  });

  test('an unknown lead says Lead not found with a link back to the dashboard', async ({ page }) => {
    // The API's 404 for the unknown id.
    allowConsoleError(page, /status of 404/);
    await signIn(page);
    const path = adminLeadPath('00000000-0000-4000-8000-000000000000');
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead not found');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('what a visitor typed shows on the lead page as text, never as markup', async ({ page, request }) => {
    const evil = `<img src=x onerror=alert(1)> ${tag()}`;
    const email = `evil-${tag()}@example.com`;
    const res = await request.post('/api/contact', {
      data: {
        name: evil,
        phone: '(201) 555-0166',
        email,
        address: '<b>1</b> Main St',
        city: 'Fort Lee',
        state: 'NJ',
        service: 'siding',
        homeowner: true,
        message: '<script>alert(2)</script>',
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await signIn(page);
    await page.goto(adminLeadPath(id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(evil);
    await expect(page.getByText('<script>alert(2)</script>')).toBeVisible();
    await expect(page.getByText('<b>1</b> Main St')).toBeVisible();
    expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});
