/**
 * Booking without a network: availability cannot be known offline, so the page says so and the
 * server decides when the saved booking is sent; a taken slot comes back as a conflict the
 * visitor sees.
 */
import type { Page } from '@playwright/test';
import { BUSINESS } from '#shared/business';
import { dayKeyInZone, startOfDayInZone } from '#shared/booking-window';
import {
  answerShowUp,
  bookedTimesOn,
  bookingsOf,
  buildVisitor,
  fillContact,
  pickDay,
  pickTime,
  submitButton,
} from './booking-page';
import { allowConsoleError, expect, test } from './fixtures';
import { goOffline, goOnline, waitForServiceWorker } from './network';

test.use({ serviceWorkers: 'allow' });

async function goOfflineOnLanderC(page: Page, context: import('@playwright/test').BrowserContext) {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await page.goto('/lander-c');
  await waitForServiceWorker(page);
  await goOffline(context);
}

test('a booking made offline is saved, said to be saved, and stored once when back online', async ({
  page,
  context,
  request,
}) => {
  const visitor = buildVisitor();
  await goOfflineOnLanderC(page, context);
  const dayKey = await pickDay(page, 3);
  await expect(
    page.getByText(/You are offline, so we cannot check which times are still free/),
  ).toBeVisible();
  // Offline the page offers every time; other tests book on the same days, so take a free one.
  const time = await pickTime(page, await bookedTimesOn(request, dayKey));
  await fillContact(page, visitor);
  await answerShowUp(page, 'Yes');
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/booked-call-thank-you$/);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

  await goOnline(context);
  await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 20_000 });
  const stored = await bookingsOf(request, visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0].scheduledTime).toBe(time);
  expect(stored[0].capturedAt).toBeTruthy();
});

test('lander-d with both steps offline: sent in order when back online, and the booking ends scheduled', async ({
  page,
  context,
  request,
}) => {
  // Two queued requests, then a service worker start and two deliveries.
  test.setTimeout(60_000);
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  const visitor = buildVisitor();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await page.goto('/lander-d');
  await waitForServiceWorker(page);
  await expect(continueButton).toBeEnabled();
  await goOffline(context);
  await fillContact(page, visitor);
  await answerShowUp(page, 'Yes');
  await continueButton.click();
  await expect(page.getByText('Step 2/2')).toBeVisible();
  const dayKey = await pickDay(page, 2);
  const time = await pickTime(page, await bookedTimesOn(request, dayKey));
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/booked-call-thank-you$/);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  expect(await bookingsOf(request, visitor.email)).toHaveLength(0);

  // Step 2 needs the edit token that only step 1's answer brings: the outbox hands it over.
  await goOnline(context);
  await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 20_000 });
  const stored = await bookingsOf(request, visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ scheduledTime: time, referrer: 'lander-d' });
  expect(dayKeyInZone(new Date(stored[0].scheduledDate), BUSINESS.timeZone)).toBe(dayKey);
});

test('a slot taken while the visitor was offline comes back as a conflict to resolve', async ({
  page,
  context,
  request,
}) => {
  const visitor = buildVisitor();
  await goOfflineOnLanderC(page, context);
  const dayKey = await pickDay(page, 4);
  const time = await pickTime(page, await bookedTimesOn(request, dayKey));
  await fillContact(page, visitor);
  await answerShowUp(page, 'Yes');
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/booked-call-thank-you$/);

  // Meanwhile somebody else books exactly that slot.
  const other = buildVisitor();
  const taken = await request.post('/api/booked-calls', {
    data: {
      scheduledDate: startOfDayInZone(dayKey, BUSINESS.timeZone).toISOString(),
      scheduledTime: time,
      ...other,
      service: 'Vinyl Siding',
      willShowUp: true,
    },
  });
  expect(taken.status()).toBe(201);

  await goOnline(context);
  const indicator = page.getByRole('button', { name: '1 saved request needs attention' });
  await expect(indicator).toBeVisible({ timeout: 20_000 });
  await indicator.click();
  const dialog = page.getByRole('dialog', { name: 'Saved on this device' });
  await expect(dialog.getByText('Time no longer available')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Pick another time' })).toHaveAttribute('href', '/lander-c');
  expect(await bookingsOf(request, visitor.email)).toHaveLength(0);
});
