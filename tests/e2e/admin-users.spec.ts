/**
 * Issue 29's accounts as the owner and a canvasser meet them: the owner adds a canvasser at
 * /admin/users (a taken name keeps what was typed and says why); the canvasser's sign-in at
 * /admin goes to lead capture, and an admin page shows it the way there instead of lead data;
 * axe at 390 and 1280 px.
 */
import { PATHS } from '#shared/routes';
import { E2E_ADMIN } from '../../playwright.config';
import { buildUser } from '../factories/user.factory';
import { signIn } from './admin-sign-in';
import { axeFindings, checkPath, formatFindings } from './axe-check';
import { allowConsoleError, expect, test } from './fixtures';

test.describe('users', () => {
  test('the owner creates a canvasser, who signs in at /admin, lands on /capture and is kept out of the admin', async ({
    page,
  }) => {
    const canvasser = buildUser();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await page.goto(PATHS.adminUsers);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Leads',
      'Availability',
      'Reports',
      'Message delivery',
      'Users',
      'Settings',
      'System',
    ]);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a user' });
    await form.getByLabel('Username').fill(canvasser.username);
    await form.getByLabel('Password', { exact: true }).fill(canvasser.password);
    await form.getByLabel('Role').selectOption({ label: 'Canvasser' });
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Created canvasser "${canvasser.username}". They sign in at /capture.`,
    );
    await expect(form.getByLabel('Username')).toHaveValue('');
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: canvasser.username });
    await expect(row.getByRole('cell')).toHaveText([
      canvasser.username,
      'Canvasser',
      /\d/,
      'Enabled',
      /End sessions/,
    ]);

    // Locked out and let back in from its row; the owner, the only admin, cannot be disabled.
    const status = page.getByRole('region', { name: 'Accounts' }).getByRole('status');
    await row.getByRole('button', { name: `Disable ${canvasser.username}`, exact: true }).click();
    await expect(status).toHaveText(`"${canvasser.username}" disabled; 0 sessions ended.`);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Disabled');
    await row.getByRole('button', { name: `Enable ${canvasser.username}`, exact: true }).click();
    await expect(row.getByRole('cell').nth(3)).toHaveText('Enabled');
    allowConsoleError(page, /status of 409/);
    const owner = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: E2E_ADMIN.username });
    await owner.getByRole('button', { name: `Disable ${E2E_ADMIN.username}`, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `"${E2E_ADMIN.username}" not disabled: This is the last enabled admin. Add or enable another admin first.`,
    );
    await expect(owner.getByRole('cell').nth(3)).toHaveText('Enabled');

    // The same name in other letters: refused, and what was typed stays for a fix.
    const taken = canvasser.username.toUpperCase();
    await form.getByLabel('Username').fill(taken);
    await form.getByLabel('Password', { exact: true }).fill('another-Booth-Pass-31');
    await form.getByLabel('Role').selectOption({ label: 'Admin' });
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('That username is taken.')).toBeVisible();
    await expect(form.getByLabel('Username')).toHaveValue(taken);
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('another-Booth-Pass-31');
    await expect(form.getByLabel('Role')).toHaveValue('admin');

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel('Username').fill(canvasser.username);
    await page.getByLabel('Password', { exact: true }).fill(canvasser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/capture$/);

    for (const path of [PATHS.adminLeads, PATHS.adminDashboard]) {
      await page.goto(path);
      await expect(page.getByText('This account is for capturing leads.'), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open lead capture' })).toHaveAttribute(
        'href',
        PATHS.capture,
      );
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });

  test('axe finds no violations on /admin/users at 390 and 1280 px', async ({ page }) => {
    await signIn(page);
    const findings = await checkPath(page, PATHS.adminUsers);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    findings.push(...(await axeFindings(page, PATHS.adminUsers)));
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
