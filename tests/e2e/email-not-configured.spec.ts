/**
 * A new install without SMTP_URL: each lead's email is kept as an .eml file in DATA_DIR/mail,
 * and the admin says so with the count. Runs against the second app the config starts without
 * SMTP (E2E_NO_MAIL_PORT).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ADMIN, E2E_NO_MAIL_PORT } from '../../playwright.config';
import { buildContact } from '../factories/contact.factory';
import { expect, test } from './fixtures';

const BASE = `http://localhost:${E2E_NO_MAIL_PORT}`;
const MAIL_DIR = join(process.env.E2E_NO_MAIL_DATA_DIR!, 'mail');
const emlFiles = () => {
  try {
    return readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

test('keeps each email as an .eml file and the admin shows the banner with the count', async ({
  page,
  request,
}) => {
  const res = await request.post(`${BASE}/api/contact`, { data: buildContact({ name: 'Kept Locally' }) });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await expect.poll(emlFiles).toContain(`${id}.owner-email.eml`);

  await page.goto(`${BASE}/admin`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const kept = emlFiles().length;
  const text = `Email is not configured (SMTP_URL is not set): ${kept === 1 ? '1 message was' : `${kept} messages were`} kept as .eml files in ${MAIL_DIR} and not sent.`;
  await expect(page.getByText(text)).toBeVisible();

  await page.goto(`${BASE}/admin/leads/${id}`);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText('Kept, email not configured')).toBeVisible();
});
