/**
 * lander-d's two steps against the outbox: changed details replace the provisional booking
 * (online and offline alike, one booking per visit), step 2 waits behind a step 1 still in the
 * outbox, a taken time found at sync is changed in the saved-requests list, and a device that
 * cannot save says so.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { BUSINESS } from '#shared/business';
import { dayKeyInZone, startOfDayInZone } from '#shared/booking-window';
import {
  SAVE_FAILED,
  answerShowUp,
  bookedTimesOn,
  bookingsOf,
  buildVisitor,
  fillContact,
  pickDay,
  pickTime,
  submitButton,
  timeButtons,
  type Visitor,
} from './booking-page';
import { allowConsoleError, expect, test } from './fixtures';
import { goOffline, goOnline, waitForServiceWorker } from './network';

test.use({ serviceWorkers: 'allow' });
// A service worker start, several sends and the admin reads per test: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const savedBadge = (page: Page) => page.getByRole('button', { name: /saved request/ });

/** Open /lander-d with its service worker in control, ready for input. */
async function openLanderD(page: Page) {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await page.goto('/lander-d');
  await waitForServiceWorker(page);
  await expect(continueButton(page)).toBeEnabled();
}

/** Step 1 with these details, then on to step 2. */
async function saveContact(page: Page, visitor: Visitor) {
  await fillContact(page, visitor);
  await answerShowUp(page, 'Yes');
  await continueButton(page).click();
  await expect(page.getByText('Step 2/2')).toBeVisible();
}

/** Back to step 1, another name, Continue again. */
async function editName(page: Page, name: string) {
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1/2')).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await continueButton(page).click();
  await expect(page.getByText('Step 2/2')).toBeVisible();
}

/** The names on this visitor's stored bookings, once they read `names`. */
async function expectStoredNames(request: APIRequestContext, email: string, names: string[]) {
  await expect
    .poll(async () => (await bookingsOf(request, email)).map((b) => b.name), { timeout: 20_000 })
    .toEqual(names);
}

/** Someone else books this slot through the API. */
async function takeSlot(request: APIRequestContext, dayKey: string, time: string) {
  const res = await request.post('/api/booked-calls', {
    data: {
      scheduledDate: startOfDayInZone(dayKey, BUSINESS.timeZone).toISOString(),
      scheduledTime: time,
      ...buildVisitor(),
      service: 'Vinyl Siding',
      willShowUp: true,
    },
  });
  expect(res.status()).toBe(201);
}

test('/lander-d Back-edit-Continue stores one booking', async ({ page, request }) => {
  const visitor = buildVisitor();
  const edited = `${visitor.name} Edited`;
  await openLanderD(page);
  await saveContact(page, visitor);
  await expectStoredNames(request, visitor.email, [visitor.name]);

  await editName(page, edited);
  await expectStoredNames(request, visitor.email, [edited]);

  const dayKey = await pickDay(page, 2);
  const time = await pickTime(page, await bookedTimesOn(request, dayKey));
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/booked-call-thank-you$/);
  const stored = await bookingsOf(request, visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: edited, scheduledTime: time, referrer: 'lander-d' });
});

test('/lander-d Back-edit-Continue offline stores one booking, with the edited details, once back online', async ({
  page,
  context,
  request,
}) => {
  const visitor = buildVisitor();
  const edited = `${visitor.name} Edited`;
  await openLanderD(page);
  await goOffline(context);
  await saveContact(page, visitor);
  await editName(page, edited);
  const dayKey = await pickDay(page, 3);
  const time = await pickTime(page, await bookedTimesOn(request, dayKey));
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/booked-call-thank-you$/);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

  await goOnline(context);
  await expect(savedBadge(page)).toBeHidden({ timeout: 30_000 });
  const stored = await bookingsOf(request, visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: edited, scheduledTime: time, referrer: 'lander-d' });
  expect(dayKeyInZone(new Date(stored[0].scheduledDate), BUSINESS.timeZone)).toBe(dayKey);
});

test('a lander-d time taken while its move waited offline is changed in the saved list, for the same booking', async ({
  page,
  context,
  request,
}) => {
  const visitor = buildVisitor();
  await openLanderD(page);
  await goOffline(context);
  await saveContact(page, visitor);
  const dayKey = await pickDay(page, 4);
  const time = await pickTime(page, await bookedTimesOn(request, dayKey));
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/booked-call-thank-you$/);
  await takeSlot(request, dayKey, time);

  await goOnline(context);
  const indicator = page.getByRole('button', { name: '1 saved request needs attention' });
  await expect(indicator).toBeVisible({ timeout: 20_000 });
  await indicator.click();
  const dialog = page.getByRole('dialog', { name: 'Saved on this device' });
  await expect(dialog.getByText('Time no longer available')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Pick another time' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Choose another time' }).click();
  const otherDay = await pickDay(page, 3);
  const otherTime = await pickTime(page, await bookedTimesOn(request, otherDay));
  await dialog.getByRole('button', { name: 'Send with this time' }).click();

  await expect(savedBadge(page)).toBeHidden({ timeout: 20_000 });
  const stored = await bookingsOf(request, visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: visitor.name, scheduledTime: otherTime });
  expect(dayKeyInZone(new Date(stored[0].scheduledDate), BUSINESS.timeZone)).toBe(otherDay);
});

/** Hold every POST /api/booked-calls until released; says when the first one arrived. */
async function holdCreates(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
  await context.route('**/api/booked-calls', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    arrived();
    await released;
    await route.continue();
  });
  return { release, firstArrived };
}

test('lander-d step 2 sent online while step 1 still waits in the outbox follows it there, and the booking ends scheduled', async ({
  page,
  context,
  request,
}) => {
  const visitor = buildVisitor();
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.request().method() === 'PATCH' && res.status() >= 400) refused.push(`${res.status()}`);
  });
  await openLanderD(page);
  await goOffline(context);
  await saveContact(page, visitor);

  // The connection returns, but step 1's send from the outbox is slow to be answered.
  const hold = await holdCreates(context);
  await goOnline(context);
  await hold.firstArrived;
  const dayKey = await pickDay(page, 1);
  const time = await pickTime(page, await bookedTimesOn(request, dayKey));
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/booked-call-thank-you$/);

  hold.release();
  await expect(savedBadge(page)).toBeHidden({ timeout: 30_000 });
  const stored = await bookingsOf(request, visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ scheduledTime: time });
  expect(refused, 'PATCH answers refused').toEqual([]);
});

test('lander-d step 2 offline with IndexedDB failing says the information was not saved and keeps the choice', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('Storage blocked by the test', 'UnknownError');
    };
  });
  const visitor = buildVisitor();
  await openLanderD(page);
  await saveContact(page, visitor);
  await pickDay(page, 2);
  await goOffline(context);
  const time = await pickTime(page);
  await submitButton(page).click();

  const alert = page.getByRole('alert').filter({ hasText: SAVE_FAILED });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/lander-d$/);
  await expect(page.getByText('Step 2/2')).toBeVisible();
  await expect(timeButtons(page).filter({ hasText: new RegExp(`^${time}$`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const calendar = page.getByRole('group', { name: 'Select a Date' });
  await expect(calendar.locator('button[data-selected="true"]')).toHaveCount(1);
});
