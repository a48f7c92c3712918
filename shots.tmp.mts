import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 3500;
const server = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'shots-')), ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'shot-Correct-Horse-42', MIN_FREE_DISK_MB: '0', LOG_REQUESTS: 'false' },
  stdio: 'inherit',
});
const base = `http://localhost:${PORT}`;
for (let i = 0; i < 60; i++) { try { await fetch(`${base}/api/auth/session`); break; } catch { await new Promise((r) => setTimeout(r, 500)); } }
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'owner', password: 'shot-Correct-Horse-42' }) });
const cookie = login.headers.getSetCookie()[0].split(';')[0];
await fetch(`${base}/api/admin/users`, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify({ username: 'dana', password: 'booth-Weekend-Pass-29', role: 'canvasser' }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 820]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 1180 }, baseURL: base });
  const page = await context.newPage();
  await page.goto('/capture');
  await page.screenshot({ path: `/tmp/capture-shots/signin-${width}.png`, fullPage: true });
  await page.getByLabel('Username').fill('dana');
  await page.getByLabel('Password', { exact: true }).fill('booth-Weekend-Pass-29');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Event name').fill('Bergen County Home Show');
  await page.screenshot({ path: `/tmp/capture-shots/event-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Start capturing' }).click();
  await page.screenshot({ path: `/tmp/capture-shots/online-${width}.png`, fullPage: false });
  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await context.setOffline(true);
  for (const name of ['Maria Lopez', 'Ken Adams', 'Rita Call']) {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Phone Number').fill(`(201) 555-0${Math.floor(100 + Math.random() * 899)}`);
    await page.getByLabel('Email').fill(`${name.split(' ')[0].toLowerCase()}@example.com`);
    await page.getByLabel('Address').fill('12 Palisade Avenue');
    await page.getByLabel('City').fill('Fort Lee');
    await page.getByLabel('State').selectOption('NJ');
    await page.getByLabel('Service').selectOption('siding');
    await page.getByRole('button', { name: 'Save lead' }).click();
    await page.getByText(`Saved ${name}.`).waitFor();
  }
  await page.screenshot({ path: `/tmp/capture-shots/offline-${width}.png`, fullPage: false });
  await page.screenshot({ path: `/tmp/capture-shots/offline-full-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
server.kill();
