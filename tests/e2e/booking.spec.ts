/**
 * The call-booking landers: /lander-c (one screen) and /lander-d (two steps). Each test books
 * with its own visitor (a unique email) and on its own day, so parallel tests never race for
 * a slot; the stored record is read back through the admin list.
 */
import type { Page } from '@playwright/test';
import { dayKeyInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { allowConsoleError, expect, test } from './fixtures';
import {
  REQUIRED_MESSAGES,
  SLOT_TAKEN,
  SAVE_FAILED,
  DAY_NAME,
  buildVisitor,
  CONTACT_LABELS,
  fillContact,
  expectContactKept,
  pickDay,
  timeButtons,
  pickTime,
  answerShowUp,
  bookingsOf,
  countBookingWrites,
  submitButton,
  toast,
} from './booking-page';

/** A refusal the API makes for good (a replay whose content differs from the stored record). */
const REFUSED = 'A different record with this id already exists';

test.describe('/lander-c booking', () => {
  test('one screen: date left, details right on desktop; stacked on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/lander-c');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Free Consultation Call');
    const dateHeading = page.getByRole('heading', { name: 'Select a Date' });
    const nameField = page.getByLabel('Full Name');
    await expect(page.getByRole('button', { name: DAY_NAME, disabled: false }).first()).toBeVisible();
    const [dateBox, nameBox] = [await dateHeading.boundingBox(), await nameField.boundingBox()];
    expect(dateBox!.x + dateBox!.width).toBeLessThanOrEqual(nameBox!.x);

    await page.setViewportSize({ width: 390, height: 844 });
    const [dateTop, nameTop] = [await dateHeading.boundingBox(), await nameField.boundingBox()];
    expect(dateTop!.y).toBeLessThan(nameTop!.y);
    expect(Math.abs(dateTop!.x - nameTop!.x)).toBeLessThan(40);
  });

  test('asks for a date first, books the chosen slot, and then no longer offers it', async ({
    page,
    request,
  }) => {
    const visitor = buildVisitor();
    await page.goto('/lander-c');
    await expect(page.getByText('Please select a date first')).toBeVisible();
    await expect(page.getByText(`Times shown in ${BUSINESS.timeZoneLabel}`)).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
    for (const label of Object.values(CONTACT_LABELS)) {
      await expect(page.getByLabel(label)).toHaveAttribute('required');
    }
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByText('We only work in NJ/NYC')).toBeVisible();
    await expect(page.getByText(/Message frequency varies/)).toContainText('STOP');

    const dayKey = await pickDay(page, 1);
    await expect(page.getByText('Please select a date first')).toHaveCount(0);
    const time = await pickTime(page);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/booked-call-thank-you$/);
    await expect(page.getByRole('heading', { name: 'Call Booked Successfully!' })).toBeVisible();

    const stored = await bookingsOf(request, visitor.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: visitor.name,
      phone: visitor.phone,
      email: visitor.email,
      address: visitor.address,
      zipcode: visitor.zipcode,
      scheduledTime: time,
      service: 'Vinyl Siding',
      willShowUp: true,
      referrer: 'lander-c',
    });
    expect(dayKeyInZone(new Date(stored[0].scheduledDate), BUSINESS.timeZone)).toBe(dayKey);

    // A second visit for the same day: the booked slot is gone from the list.
    await page.goto('/lander-c');
    expect(await pickDay(page, 1)).toBe(dayKey);
    await expect(timeButtons(page).first()).toBeVisible();
    await expect(timeButtons(page).filter({ hasText: new RegExp(`^${time}$`) })).toHaveCount(0);
  });

  test('changing the day clears the chosen time', async ({ page }) => {
    await page.goto('/lander-c');
    await pickDay(page, 1);
    await pickTime(page);
    await pickDay(page, 2);
    await expect(timeButtons(page).first()).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Available times' }).getByRole('button', { pressed: true }),
    ).toHaveCount(0);
    await expect(submitButton(page)).toBeDisabled();
  });

  test('answering No goes home without booking', async ({ page, request }) => {
    const visitor = buildVisitor();
    const writes = countBookingWrites(page);
    await page.goto('/lander-c');
    await pickDay(page, 1);
    await pickTime(page);
    await fillContact(page, visitor);
    await answerShowUp(page, 'No');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/$/);
    expect(writes.post).toBe(0);
    expect(await bookingsOf(request, visitor.email)).toEqual([]);
  });

  test('an empty or invalid form shows the field messages in red and books nothing', async ({ page }) => {
    const writes = countBookingWrites(page);
    await page.goto('/lander-c');
    await pickDay(page, 1);
    await pickTime(page);
    await submitButton(page).click();
    for (const message of REQUIRED_MESSAGES) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Full Name')).toBeFocused();
    const color = await page
      .getByText('Name is required', { exact: true })
      .evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);

    await page.getByLabel('Full Name').fill('Pat Booker');
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByLabel('Email Address').fill('pat@');
    await page.getByLabel('Zipcode').fill('0730');
    await submitButton(page).click();
    await expect(page.getByText('Please enter a valid US phone number (e.g., (555) 123-4567)')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Zipcode must be at least 5 digits')).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toBeFocused();
    expect(writes.post).toBe(0);
  });

  test('a slot taken meanwhile (409): says so, refreshes the day, keeps what was typed', async ({ page }) => {
    allowConsoleError(page, /status of 409/);
    const visitor = buildVisitor();
    await page.route(
      '**/api/booked-calls',
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        await new Promise((resolve) => setTimeout(resolve, 500)); // long enough to see the pending state
        await route.fulfill({ status: 409, json: { message: SLOT_TAKEN } });
      },
      { times: 1 },
    );
    await page.goto('/lander-c');
    await pickDay(page, 3);
    await pickTime(page);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');

    const refetch = page.waitForRequest(
      (req) => req.method() === 'GET' && req.url().includes('/api/booked-calls/date/'),
    );
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: 'Booking...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Booking Failed');
    await expect(toast(page)).toContainText(SLOT_TAKEN);
    await refetch;
    await expect(page).toHaveURL(/\/lander-c$/);
    await expectContactKept(page, visitor);
    await expect(page.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Available times' }).getByRole('button', { pressed: true }),
    ).toHaveCount(0);
    await expect(submitButton(page)).toBeDisabled();

    // Another time, same typed details: the booking goes through.
    await pickTime(page);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/booked-call-thank-you$/);
  });

  // A 500 or no answer is saved on the device instead (tests/e2e/outbox-bad-wifi.spec.ts).
  test("a refusal of the API's (422) shows Booking Failed with its words", async ({ page, request }) => {
    allowConsoleError(page, /status of 422/);
    const visitor = buildVisitor();
    await page.route('**/api/booked-calls', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, json: { message: REFUSED } })
        : route.fallback(),
    );
    await page.goto('/lander-c');
    await pickDay(page, 1);
    const time = await pickTime(page);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Booking Failed');
    await expect(toast(page)).toContainText(REFUSED);
    await expect(page).toHaveURL(/\/lander-c$/);
    await expectContactKept(page, visitor);
    // Not a slot conflict: the chosen time stays chosen for a retry.
    await expect(timeButtons(page).filter({ hasText: new RegExp(`^${time}$`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(submitButton(page)).toBeEnabled();
    expect(await bookingsOf(request, visitor.email)).toEqual([]);
  });
});

test.describe('/lander-d booking', () => {
  const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

  async function openStepOne(page: Page): Promise<void> {
    await page.goto('/lander-d');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Step 1/2')).toBeVisible();
    // Enabled once the page runs: typing before that would be lost.
    await expect(continueButton(page)).toBeEnabled();
  }

  test('two steps, Back keeps the details, and exactly one booking is stored', async ({ page, request }) => {
    const visitor = buildVisitor();
    const writes = countBookingWrites(page);
    await openStepOne(page);
    await expect(page.getByRole('group', { name: 'Select a Date' })).toHaveCount(0);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await continueButton(page).click();

    await expect(page.getByText('Step 2/2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a Date and Time' })).toBeVisible();
    await expect(page.getByText('Please select a date first')).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
    expect(writes.post).toBe(1);
    expect(writes.availability).toBe(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 1/2')).toBeVisible();
    await expectContactKept(page, visitor);
    await expect(page.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    await continueButton(page).click();
    await expect(page.getByText('Step 2/2')).toBeVisible();
    expect(writes.post, 'unchanged details are not saved twice').toBe(1);

    const dayKey = await pickDay(page, 2);
    const time = await pickTime(page);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/booked-call-thank-you$/);
    expect(writes.patch).toBe(1);

    const stored = await bookingsOf(request, visitor.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: visitor.name,
      scheduledTime: time,
      referrer: 'lander-d',
      service: 'Vinyl Siding',
      willShowUp: true,
    });
    expect(stored[0].scheduledTime).not.toBe('Not scheduled');
    expect(dayKeyInZone(new Date(stored[0].scheduledDate), BUSINESS.timeZone)).toBe(dayKey);
  });

  test('step 1 validates its six fields; No goes home without booking', async ({ page, request }) => {
    const visitor = buildVisitor();
    const writes = countBookingWrites(page);
    await openStepOne(page);
    await continueButton(page).click();
    for (const message of REQUIRED_MESSAGES) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByText('Step 1/2')).toBeVisible();

    await fillContact(page, { ...visitor, zipcode: '1234' });
    await answerShowUp(page, 'No');
    await continueButton(page).click();
    await expect(page.getByText('Zipcode must be at least 5 digits')).toBeVisible();
    await page.getByLabel('Zipcode').fill('07302-12');
    await continueButton(page).click();
    await expect(page.getByText('Please enter a valid US zipcode')).toBeVisible();
    await page.getByLabel('Zipcode').fill(visitor.zipcode);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/$/);
    expect(writes.post).toBe(0);
    expect(await bookingsOf(request, visitor.email)).toEqual([]);
  });

  test('a refused save on step 1 says so and stays, with the details kept', async ({ page }) => {
    // A refusal of the API's own (a 500 or no answer is saved on the device and goes on).
    allowConsoleError(page, /status of 422/);
    const visitor = buildVisitor();
    await page.route(
      '**/api/booked-calls',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 422, json: { message: REFUSED } })
          : route.fallback(),
      { times: 1 },
    );
    await openStepOne(page);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await continueButton(page).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText(SAVE_FAILED);
    await expect(page.getByText('Step 1/2')).toBeVisible();
    await expectContactKept(page, visitor);

    // Trying again works.
    await continueButton(page).click();
    await expect(page.getByText('Step 2/2')).toBeVisible();
  });

  test('Back and edit whose new booking is refused keeps the one saved before: created first, withdrawn after', async ({
    page,
    request,
  }) => {
    allowConsoleError(page, /status of 422/);
    const visitor = buildVisitor();
    await openStepOne(page);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await continueButton(page).click();
    await expect(page.getByText('Step 2/2')).toBeVisible();
    await expect.poll(async () => (await bookingsOf(request, visitor.email)).length).toBe(1);

    // The replacing create is refused for good; nothing else is touched.
    await page.route('**/api/booked-calls?replaces=*', (route) =>
      route.fulfill({ status: 422, json: { message: REFUSED } }),
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Full Name').fill(`${visitor.name} Edited`);
    await continueButton(page).click();
    await expect(toast(page)).toContainText(SAVE_FAILED);
    await expect(page.getByText('Step 1/2')).toBeVisible();
    const stored = await bookingsOf(request, visitor.email);
    expect(stored.map((b) => b.name)).toEqual([visitor.name]);

    // Accepted the next time: the edited booking replaces the earlier one.
    await page.unroute('**/api/booked-calls?replaces=*');
    await continueButton(page).click();
    await expect(page.getByText('Step 2/2')).toBeVisible();
    await expect
      .poll(async () => (await bookingsOf(request, visitor.email)).map((b) => b.name))
      .toEqual([`${visitor.name} Edited`]);
  });

  test('a slot taken before step 2 is sent (409): says so, un-chooses it, and the retry updates', async ({
    page,
    request,
  }) => {
    allowConsoleError(page, /status of 409/);
    const visitor = buildVisitor();
    const writes = countBookingWrites(page);
    // The first PATCH only (the route's own `times` would also count the GETs it passes on).
    let refused = false;
    await page.route('**/api/booked-calls/*', (route) => {
      if (route.request().method() !== 'PATCH' || refused) return route.fallback();
      refused = true;
      return route.fulfill({ status: 409, json: { message: SLOT_TAKEN } });
    });
    await openStepOne(page);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await continueButton(page).click();
    await expect(page.getByText('Step 2/2')).toBeVisible();
    const dayKey = await pickDay(page, 4);
    await pickTime(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Booking Failed');
    await expect(toast(page)).toContainText(SLOT_TAKEN);
    await expect(
      page.getByRole('group', { name: 'Available times' }).getByRole('button', { pressed: true }),
    ).toHaveCount(0);
    await expect(page.getByText('Step 2/2')).toBeVisible();

    const time = await pickTime(page);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/booked-call-thank-you$/);
    expect(writes.post).toBe(1);
    const stored = await bookingsOf(request, visitor.email);
    expect(stored).toHaveLength(1);
    expect(stored[0].scheduledTime).toBe(time);
    expect(dayKeyInZone(new Date(stored[0].scheduledDate), BUSINESS.timeZone)).toBe(dayKey);
  });
});
