/**
 * Issue 46 item 4: the System page (/admin/system) shows the server's health as /api/health
 * answers it, its engine and the backup the server made at start, makes another with "Back up now", offers each to
 * download, and passes axe at the phone and the desktop width.
 */
import { PATHS } from '#shared/routes';
import { signIn } from './admin-sign-in';
import { AXE_VIEWPORTS, axeFindings, formatFindings, settle } from './axe-check';
import { expect, test } from './fixtures';

test('the System page shows health and backups, backs up now and offers each backup to download', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(PATHS.adminLeads);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'System' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.adminSystem}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  // The page says what /api/health says (a long test run may leave a message waiting).
  const health = await page.request.get('/api/health');
  if (health.status() === 200) await expect(page.getByText('All is well')).toBeVisible();
  else {
    const { problems } = (await health.json()) as { problems: string[] };
    const alert = page.getByRole('alert').filter({ hasText: 'Needs attention' });
    for (const problem of problems) await expect(alert).toContainText(problem);
  }
  await expect(page.getByText(/^(JSON files \(DATA_DIR\)|PostgreSQL)$/)).toBeVisible();

  const backups = page.getByRole('region', { name: 'Backups' });
  const rows = backups.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const before = await rows.count();
  await backups.getByRole('button', { name: 'Back up now' }).click();
  await expect(rows).toHaveCount(before + 1);

  const link = backups.getByRole('link', { name: /^lhe-backup-/ }).first();
  const name = (await link.textContent()) ?? '';
  const download = await page.request.get(`/api/admin/system/backups/${name}`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toBe(`attachment; filename="${name}"`);

  const findings = [];
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    findings.push(...(await axeFindings(page, PATHS.adminSystem)));
  }
  expect(findings, formatFindings(findings)).toEqual([]);
});

test('the System page lists the security log, with the sign-in that opened it', async ({ page }) => {
  await signIn(page);
  await page.goto(PATHS.adminSystem);
  const securityLog = page.getByRole('region', { name: 'Security log' });
  const events = securityLog.getByRole('table', { name: 'Security events' });
  // Newest first; another test's wrong password, on the other worker, may land just after ours.
  await expect(
    events.getByRole('row').filter({ hasText: 'sign-in' }).filter({ hasText: 'ok' }).first(),
  ).toBeVisible();
});
