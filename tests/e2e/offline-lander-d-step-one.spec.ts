/**
 * What lander-d's step 1 saved is never booked twice and never lost: an answer lost before Back
 * and edit, a reload at step 2, and an edit token past its hour at step 2 (on an app of this
 * test's own, whose clock the test moves).
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createApp } from '../../backend/app';
import { E2E_ADMIN } from '../../playwright.config';
import { BUSINESS } from '#shared/business';
import { dayKeyInZone, isProvisionalSchedule } from '#shared/booking-window';
import {
  answerShowUp,
  bookedTimesOn,
  bookingsOf,
  buildVisitor,
  fillContact,
  pickDay,
  pickTime,
  submitButton,
  type Visitor,
} from './booking-page';
import { allowConsoleError, expect, test } from './fixtures';
import { goOffline, goOnline, waitForServiceWorker } from './network';

// Service worker starts, sends and admin reads: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const savedBadge = (page: Page) => page.getByRole('button', { name: /saved request/ });

async function saveContact(page: Page, visitor: Visitor) {
  await fillContact(page, visitor);
  await answerShowUp(page, 'Yes');
  await continueButton(page).click();
  await expect(page.getByText('Step 2/2')).toBeVisible();
}

async function expectStoredNames(request: APIRequestContext, email: string, names: string[]) {
  await expect
    .poll(async () => (await bookingsOf(request, email)).map((b) => b.name), { timeout: 20_000 })
    .toEqual(names);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("step 1's answer lost as the connection drops, then Back and edit: one booking on the server, with the edited details", async ({
    page,
    context,
    request,
  }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    const visitor = buildVisitor();
    const edited = `${visitor.name} Edited`;
    await page.goto('/lander-d');
    await waitForServiceWorker(page);
    await expect(continueButton(page)).toBeEnabled();
    // Step 1 reaches the server; the connection drops before its answer comes back.
    let lost = false;
    await context.route('**/api/booked-calls', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.fallback();
      lost = true;
      await route.fetch();
      await goOffline(context);
      await route.abort('internetdisconnected');
    });
    await saveContact(page, visitor);
    await expectStoredNames(request, visitor.email, [visitor.name]);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Full Name').fill(edited);
    await continueButton(page).click();
    await expect(page.getByText('Step 2/2')).toBeVisible();
    const dayKey = await pickDay(page, 2);
    const time = await pickTime(page, await bookedTimesOn(request, dayKey));
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/booked-call-thank-you$/);

    await goOnline(context);
    await expect(savedBadge(page)).toBeHidden({ timeout: 30_000 });
    const stored = await bookingsOf(request, visitor.email);
    expect(stored.map((b) => b.name)).toEqual([edited]);
    expect(stored[0]).toMatchObject({ scheduledTime: time, referrer: 'lander-d' });
    expect(dayKeyInZone(new Date(stored[0].scheduledDate), BUSINESS.timeZone)).toBe(dayKey);
  });
});

test('a reload at step 2 comes back to the booking step 1 saved: one booking, at the chosen time', async ({
  page,
  request,
}) => {
  const visitor = buildVisitor();
  await page.goto('/lander-d');
  await expect(continueButton(page)).toBeEnabled();
  await saveContact(page, visitor);
  await expectStoredNames(request, visitor.email, [visitor.name]);

  await page.reload();
  await expect(page.getByText('Step 2/2')).toBeVisible();
  const dayKey = await pickDay(page, 1);
  const time = await pickTime(page, await bookedTimesOn(request, dayKey));
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Call Booked Successfully!' })).toBeVisible();

  const stored = await bookingsOf(request, visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: visitor.name, scheduledTime: time });
  expect(dayKeyInZone(new Date(stored[0].scheduledDate), BUSINESS.timeZone)).toBe(dayKey);
});

test('an edit token past its hour at step 2: the chosen time is booked anew, and the page says booked once the server has it', async ({
  page,
  playwright,
}) => {
  allowConsoleError(page, /Failed to load resource/);
  // This test's own app over the built site, with a clock it can move past the token's hour.
  let offsetMs = 0;
  const created = await createApp({
    dataDir: mkdtempSync(join(tmpdir(), 'lhe-e2e-token-clock-')),
    staticDir: 'dist',
    now: () => new Date(Date.now() + offsetMs),
    adminUsername: E2E_ADMIN.username,
    adminPassword: E2E_ADMIN.password,
    rateLimitPerMinute: 0,
    maxUpcomingCallsPerAddress: 0,
    minFreeDiskBytes: 0,
    logRequests: false,
    blogSeedFile: null,
  });
  const server = createServer(created.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = await playwright.request.newContext({ baseURL: base });
  try {
    const visitor = buildVisitor();
    await page.goto(`${base}/lander-d`);
    await expect(continueButton(page)).toBeEnabled();
    await saveContact(page, visitor);
    await expectStoredNames(api, visitor.email, [visitor.name]);

    offsetMs = 61 * 60_000;
    const dayKey = await pickDay(page, 2);
    const time = await pickTime(page, await bookedTimesOn(api, dayKey));
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: 'Call Booked Successfully!' })).toBeVisible();

    // The placeholder, past its hour, is withdrawn once the new booking is stored: one record.
    const stored = await bookingsOf(api, visitor.email);
    const scheduled = stored.filter(
      (b) => !isProvisionalSchedule(new Date(b.scheduledDate), b.scheduledTime, BUSINESS.timeZone),
    );
    expect(scheduled).toHaveLength(1);
    expect(stored).toHaveLength(1);
    expect(scheduled[0]).toMatchObject({ name: visitor.name, scheduledTime: time, referrer: 'lander-d' });
    expect(dayKeyInZone(new Date(scheduled[0].scheduledDate), BUSINESS.timeZone)).toBe(dayKey);
  } finally {
    await api.dispose();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await created.close();
  }
});
