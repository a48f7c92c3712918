/**
 * Issue 45: the admin's banner says, on every admin page, that requests arrive with
 * X-Forwarded-For while TRUST_PROXY is off. Runs against the second app (E2E_NO_MAIL_PORT), so the
 * banner does not appear on the pages other specs check.
 */
import { PATHS } from '#shared/routes';
import { ADMIN_WARNINGS } from '#shared/schemas/system';
import { E2E_ADMIN, E2E_NO_MAIL_PORT } from '../../playwright.config';
import { expect, test } from './fixtures';

const BASE = `http://localhost:${E2E_NO_MAIL_PORT}`;

test('an X-Forwarded-For without TRUST_PROXY shows on the banner of the dashboard and the admin area', async ({
  page,
  request,
}) => {
  await request.get(`${BASE}/api/auth/session`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });

  await page.goto(`${BASE}/admin`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const banner = page.getByRole('status').filter({ hasText: 'Needs your attention' });
  await expect(banner).toContainText(ADMIN_WARNINGS.untrustedProxy);

  await page.goto(`${BASE}${PATHS.adminSystem}`);
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  await expect(banner).toContainText(ADMIN_WARNINGS.untrustedProxy);
});
