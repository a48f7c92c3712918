/**
 * The first start without ADMIN_PASSWORD: the shared test server has one, so this test starts
 * its own real server over a fresh store and the built site, and reads the generated password
 * from the file the server wrote.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PROJECT_ROOT } from '../../backend/paths';
import { startServerProcess, type ServerProcess } from '../../backend/testing/server-process';
import { allowConsoleError, expect, test } from './fixtures';

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(60_000); // a server start on a busy machine
  dataDir = await mkdtemp(join(tmpdir(), 'lhe-e2e-first-admin-'));
  server = await startServerProcess({ dataDir, env: { STATIC_DIR: join(PROJECT_ROOT, 'dist') } });
});
test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
});

const passwordField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillPasswords(page: Page, current: string, next: string, confirm: string) {
  await passwordField(page, 'Current password').fill(current);
  await passwordField(page, 'New password').fill(next);
  await passwordField(page, 'Confirm new password').fill(confirm);
}

test('the first sign-in with the generated password asks for a new one, then shows the dashboard', async ({
  page,
}) => {
  test.setTimeout(60_000); // three password hashes (sign-in, check, new hash) on a busy machine
  allowConsoleError(page, /status of 400/);
  const file = join(dataDir, 'first-admin-password.txt');
  const generated = (await readFile(file, 'utf8')).trim();
  await page.goto(`${server.baseUrl}/admin`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(generated);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(page.getByText('Contact Form Submissions')).toHaveCount(0);

  // A confirmation that differs is caught before anything is sent.
  await fillPasswords(page, generated, 'owner-Chosen-Pass-2026', 'owner-Chosen-Pass-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();

  // The server's refusal is shown as it words it, and what was typed stays.
  await fillPasswords(page, generated, 'qwerty123456', 'qwerty123456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That password is one of the most common ones; choose another.',
  );
  await expect(passwordField(page, 'Current password')).toHaveValue(generated);
  await expect(passwordField(page, 'New password')).toHaveValue('qwerty123456');
  await expect(passwordField(page, 'Confirm new password')).toHaveValue('qwerty123456');
  await expect(page.getByText('Passwords do not match', { exact: true })).toHaveCount(0);

  await fillPasswords(page, generated, 'owner-Chosen-Pass-2026', 'owner-Chosen-Pass-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Form Submissions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toHaveCount(0);
  expect(existsSync(file)).toBe(false);
});
