/**
 * Issue 43 items 5 and 6 in the browser: the owner blocks a day and a slot on /admin/availability
 * and both disappear from the pickers of /lander-c and /lander-d (the day greyed out in the
 * calendar); a second booking by the same phone number is refused with the message that the call
 * is already booked. Runs on an app of its own (E2E_CALENDAR_PORT), so its blocked day takes no
 * slot from the other booking specs.
 */
import type { Page } from '@playwright/test';
import { availableSlots, bookableDayKeys, startOfDayInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { ALREADY_BOOKED_MESSAGE } from '#shared/booking-messages';
import { E2E_CALENDAR_PORT } from '../../playwright.config';
import { signIn } from './admin-sign-in';
import { AXE_VIEWPORTS, axeFindings, formatFindings, settle } from './axe-check';
import {
  answerShowUp,
  buildVisitor,
  dayNameOf,
  fillContact,
  pickDay,
  pickTime,
  submitButton,
  timeButtons,
  toast,
} from './booking-page';
import { allowConsoleError, expect, test } from './fixtures';
import { goOffline, goOnline, waitForServiceWorker } from './network';

test.use({ baseURL: `http://localhost:${E2E_CALENDAR_PORT}` });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** The page's picker shows every slot but 3:00 PM on day 2, and day 3 cannot be chosen at all. */
async function expectBlockedHidden(page: Page, days: string[]): Promise<void> {
  const calendar = page.getByRole('group', { name: 'Select a Date' });
  await pickDay(page, 2);
  await expect(timeButtons(page).first()).toBeVisible();
  await expect(timeButtons(page)).toHaveCount(12);
  await expect(timeButtons(page).filter({ hasText: /^3:00 PM$/ })).toHaveCount(0);
  if (days[3].slice(0, 7) !== days[2].slice(0, 7)) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(calendar.getByRole('button', { name: dayNameOf(days[3]), exact: true })).toBeDisabled();
  if (days[4].slice(0, 7) !== days[3].slice(0, 7)) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(calendar.getByRole('button', { name: dayNameOf(days[4]), exact: true })).toBeEnabled();
}

test('a day and a slot blocked on the Availability page (axe-clean) disappear from both booking pages', async ({
  page,
}) => {
  const days = bookableDayKeys(new Date(), BUSINESS.timeZone);
  await signIn(page);
  await page.goto('/admin/availability');
  await expect(page.getByRole('heading', { name: 'Availability', level: 1 })).toBeVisible();

  const dayForm = page.getByRole('form', { name: 'Block a day' });
  await dayForm.getByLabel('Day').fill(days[3]);
  await dayForm.getByLabel('Label (optional)').fill('Company picnic');
  await dayForm.getByRole('button', { name: 'Block day' }).click();
  await expect(page.getByRole('button', { name: /^Remove .*\(Company picnic\)$/ })).toBeVisible();

  const slotForm = page.getByRole('form', { name: 'Block a time slot' });
  await slotForm.getByLabel('Day').fill(days[2]);
  await slotForm.getByLabel('Time').selectOption('3:00 PM');
  await slotForm.getByRole('button', { name: 'Block slot' }).click();
  await expect(page.getByRole('button', { name: /^Remove .* at 3:00 PM$/ })).toBeVisible();
  // The page with its lists filled, at the phone and the desktop width.
  const findings = [];
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    findings.push(...(await axeFindings(page, '/admin/availability')));
  }
  expect(findings, formatFindings(findings)).toEqual([]);

  await page.goto('/lander-c');
  await expectBlockedHidden(page, days);

  await page.goto('/lander-d');
  await expect(continueButton(page)).toBeEnabled();
  await fillContact(page, buildVisitor());
  await answerShowUp(page, 'Yes');
  await continueButton(page).click();
  await expect(page.getByText('Step 2/2')).toBeVisible();
  await expectBlockedHidden(page, days);
});

test('a second booking by the same phone number says a call is already booked, on both pages', async ({
  page,
}) => {
  allowConsoleError(page, /status of 409/);
  const first = buildVisitor();
  await page.goto('/lander-c');
  await pickDay(page, 1);
  await pickTime(page);
  await fillContact(page, first);
  await answerShowUp(page, 'Yes');
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/booked-call-thank-you$/);

  // Someone with the same phone number but another name and email address.
  const again = buildVisitor({ phone: first.phone });
  await page.goto('/lander-c');
  await pickDay(page, 1);
  await pickTime(page);
  await fillContact(page, again);
  await answerShowUp(page, 'Yes');
  await submitButton(page).click();
  await expect(toast(page)).toContainText(ALREADY_BOOKED_MESSAGE);
  await expect(page).toHaveURL(/\/lander-c$/);

  await page.goto('/lander-d');
  await expect(continueButton(page)).toBeEnabled();
  await fillContact(page, again);
  await answerShowUp(page, 'Yes');
  await continueButton(page).click();
  await expect(toast(page)).toContainText(ALREADY_BOOKED_MESSAGE);
  await expect(page.getByText('Step 1/2')).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a booking saved offline by someone who already has a call comes back as already booked', async ({
    page,
    context,
    request,
  }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    const visitor = buildVisitor();
    // The call they already have: on the last bookable day, at a time still free there, so a
    // retry of this test books another slot rather than colliding with its first try.
    const day = bookableDayKeys(new Date(), BUSINESS.timeZone)[4];
    const taken = await request.get(`/api/booked-calls/date/${day}`);
    const { bookedTimes } = (await taken.json()) as { bookedTimes: string[] };
    const [freeTime] = availableSlots(day, bookedTimes, new Date(), BUSINESS.timeZone);
    const booked = await request.post('/api/booked-calls', {
      data: {
        ...buildVisitor({ phone: visitor.phone }),
        scheduledDate: startOfDayInZone(day, BUSINESS.timeZone).toISOString(),
        scheduledTime: freeTime,
        willShowUp: true,
      },
    });
    expect(booked.status()).toBe(201);

    await page.goto('/lander-c');
    await waitForServiceWorker(page);
    await goOffline(context);
    // Day 2, which no other test here books: a slot taken by a test running alongside, after
    // this page read the day, would come back as taken rather than as already booked. 3:00 PM
    // may be blocked there by the first test.
    await pickDay(page, 2);
    await pickTime(page, ['3:00 PM']);
    await fillContact(page, visitor);
    await answerShowUp(page, 'Yes');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/booked-call-thank-you$/);

    await goOnline(context);
    const indicator = page.getByRole('button', { name: '1 saved request needs attention' });
    await expect(indicator).toBeVisible({ timeout: 20_000 });
    await indicator.click();
    const dialog = page.getByRole('dialog', { name: 'Saved on this device' });
    await expect(dialog.getByText('Call already booked')).toBeVisible();
    await expect(dialog.getByText('This person already has a call booked')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Pick another time' })).toHaveCount(0);
  });
});
