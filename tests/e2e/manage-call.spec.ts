/**
 * Issue 43, items 1 and 2 in the browser: the homeowner moves a call from the link in the
 * confirmation email (a time taken meanwhile is said and another picked), then cancels it; the
 * owner moves and cancels a call from its lead page, a stale change is shown as the status's.
 * Phones (390 px) and desks (1280 px) both.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { bookableDayKeys, dayKeyInZone } from '#shared/booking-window';
import { OWNER_RESCHEDULE_DAYS } from '#shared/limits';
import { BUSINESS, TEL_HREF } from '#shared/business';
import { adminLeadPath, PATHS } from '#shared/routes';
import type { LeadDetail } from '#shared/schemas/lead';
import { MANAGE_LINK_INVALID, MANAGE_LINK_TEXT } from '#shared/schemas/manage-call';
import { bookThroughApi, tag } from './admin-leads';
import { signIn } from './admin-sign-in';
import { ADMIN, DAY_NAME, SLOT_TAKEN, bookedTimesOn, pickDay, pickTime, timeButtons } from './booking-page';
import { axeFindings, formatFindings } from './axe-check';
import { allowConsoleError, expect, test } from './fixtures';
import { mailTo } from './mail-sink';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
/** The worker sends within a second or two; a busy 2-core machine gets more. */
const MAIL_WAIT = { timeout: 20_000 };

/** A person nobody else books as (one upcoming call per phone and per email). */
function person() {
  const t = tag();
  const line = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return {
    email: `manage-${t}@example.com`,
    name: `Casey Mover ${t}`,
    phone: `(201) ${line.slice(0, 3)}-${line.slice(3)}`,
  };
}

/** The path and fragment of the manage link in the homeowner's confirmation email. */
async function manageLinkOf(email: string): Promise<string> {
  await expect.poll(async () => (await mailTo(email)).length, MAIL_WAIT).toBeGreaterThan(0);
  const [confirmation] = await mailTo(email);
  expect(confirmation.html || confirmation.text, 'the link text').toContain(MANAGE_LINK_TEXT);
  const href = /https?:\/\/[^"\s<>]*\/manage-call#[A-Za-z0-9_-]+/.exec(String(confirmation.html))?.[0];
  expect(href, 'a manage link in the confirmation').toBeDefined();
  const url = new URL(href!);
  return `${url.pathname}${url.hash}`;
}

/** Book `time` on `dayKey` for someone else, through the API, as if another homeowner just did. */
async function takeSlot(request: APIRequestContext, dayKey: string, time: string) {
  const other = person();
  const res = await request.post('/api/booked-calls', {
    data: {
      id: crypto.randomUUID(),
      scheduledDate: `${dayKey}T12:00:00.000Z`,
      scheduledTime: time,
      name: other.name,
      phone: other.phone,
      email: other.email,
      address: '45 Grand Street, Hoboken, NJ',
      zipcode: '07030',
      willShowUp: true,
      referrer: 'lander-c',
    },
  });
  expect(res.status(), 'the other booking takes the slot').toBe(201);
}

/** Change a lead's status through the API, as another admin would, on the version it has now. */
async function changeStatus(request: APIRequestContext, id: string, status: string) {
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok(), 'admin login').toBeTruthy();
  const { activity } = (await (await request.get(`/api/admin/leads/${id}`)).json()) as LeadDetail;
  const res = await request.post(`/api/admin/leads/${id}/status`, {
    data: { status, version: activity.version },
  });
  expect(res.ok(), 'the other change').toBeTruthy();
}

const callLine = (page: Page) => page.getByText(/^Your call is on /);

test.describe('manage a booked call', () => {
  test('the homeowner moves the call from the confirmation email, picks again when the time is taken, then cancels it', async ({
    page,
    request,
  }) => {
    allowConsoleError(page, /status of (404|409)/);
    const who = person();
    await bookThroughApi(request, who.email, who.name, { phone: who.phone });
    const link = await manageLinkOf(who.email);

    await page.setViewportSize(PHONE);
    await page.goto(link);
    await expect(callLine(page)).toContainText(/ at \d{1,2}:00 [AP]M Eastern Time$/);
    const before = await callLine(page).textContent();
    await page.getByRole('button', { name: 'Reschedule' }).click();

    // Someone else books the chosen time before it is saved: the server refuses, the page says so.
    const dayKey = await pickDay(page, 3);
    const taken = await pickTime(page);
    await takeSlot(request, dayKey, taken);
    await page.getByRole('button', { name: 'Save new time' }).click();
    await expect(page.getByRole('alert')).toHaveText(SLOT_TAKEN);
    await expect(timeButtons(page).filter({ hasText: new RegExp(`^${taken}$`) })).toHaveCount(0);
    expect(formatFindings(await axeFindings(page, PATHS.manageCall)), 'axe, picker with the refusal').toBe(
      '',
    );

    const time = await pickTime(page);
    await page.getByRole('button', { name: 'Save new time' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your call was moved.' })).toBeVisible();
    await expect(callLine(page)).toContainText(` at ${time} Eastern Time`);
    expect(await callLine(page).textContent()).not.toBe(before);
    expect(await bookedTimesOn(request, dayKey)).toContain(time);
    await expect
      .poll(async () => (await mailTo(who.email)).map((m) => m.subject ?? ''), MAIL_WAIT)
      .toContainEqual(expect.stringContaining('was moved to'));

    // The same link cancels, after asking.
    await page.setViewportSize(DESK);
    await page.getByRole('button', { name: 'Cancel call' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my call' }).click();
    await expect(page.getByRole('heading', { name: 'Your call is cancelled.' })).toBeVisible();
    expect(await bookedTimesOn(request, dayKey), 'the slot is free again').not.toContain(time);

    // Spent now: the link answers as any bad link does, with the business's phone.
    await page.reload();
    await expect(page.getByRole('heading', { name: MANAGE_LINK_INVALID })).toBeVisible();
    await expect(page.getByRole('link', { name: BUSINESS.phone.display, exact: true })).toHaveAttribute(
      'href',
      TEL_HREF,
    );
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { name: MANAGE_LINK_INVALID })).toBeInViewport();
  });

  test('the owner moves a call up to 60 days ahead, meets a stale change, and cancels it with a reason', async ({
    page,
    request,
  }) => {
    allowConsoleError(page, /status of 409/);
    const who = person();
    const booking = await bookThroughApi(request, who.email, who.name, { phone: who.phone });
    await signIn(page);
    await page.setViewportSize(DESK);
    await page.goto(adminLeadPath(booking.id));
    const call = page.getByRole('region', { name: 'Call' });
    await expect(call).toContainText('Booked');

    await call.getByRole('button', { name: 'Reschedule' }).click();
    // The owner's calendar reaches past the homeowner's five days.
    const calendar = page.getByRole('group', { name: 'Select a Date' });
    // Next month is open to the owner up to the window's end (the homeowner's window ends within
    // days of today): the whole month, or up to its 29th or 30th when today is early in a month.
    await calendar.getByRole('button', { name: 'Next month' }).click();
    const [year, month] = dayKeyInZone(new Date(), BUSINESS.timeZone).split('-').map(Number);
    const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
    const ownerDays = bookableDayKeys(new Date(), BUSINESS.timeZone, OWNER_RESCHEDULE_DAYS);
    await expect(calendar.getByRole('button', { name: DAY_NAME, disabled: false })).toHaveCount(
      ownerDays.filter((day) => day.startsWith(nextMonth)).length,
    );
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await pickDay(page, 4);
    const time = await pickTime(page);
    expect(formatFindings(await axeFindings(page, adminLeadPath(booking.id))), 'axe, owner picker').toBe('');
    await call.getByRole('button', { name: 'Save new time' }).click();
    await expect(call.getByText(/^Rescheduled from /)).toBeVisible();
    await expect(call).toContainText(` at ${time}`);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Call rescheduled from');

    // Someone else changes the lead just before the cancel arrives: it is refused as a stale status change is.
    // (Made as the request leaves: the page reads the lead again while its messages are queued.)
    let raced = false;
    await page.route('**/cancel-call', async (route) => {
      if (!raced) {
        raced = true;
        await changeStatus(request, booking.id, 'contacted');
      }
      await route.continue();
    });
    await call.getByRole('button', { name: 'Cancel call' }).click();
    await call.getByLabel('Reason').fill('Homeowner sold the house');
    await call.getByRole('button', { name: 'Yes, cancel the call' }).click();
    await expect(call.getByRole('alert')).toContainText('Someone else changed this lead first');
    await call.getByRole('button', { name: 'Yes, cancel the call' }).click();
    await expect(call.getByText(/^Cancelled by owner on /)).toBeVisible();
    await expect(call.getByText('Reason: Homeowner sold the house')).toBeVisible();
    await expect(call.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
    await expect(call.getByRole('button', { name: 'Cancel call' })).toHaveCount(0);
    // Cancelling is not Lost: the status stays what it was.
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Contacted');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Call cancelled');

    // On a phone: the inbox and the dashboard's booked calls say it too.
    await page.setViewportSize(PHONE);
    await page.goto(`${PATHS.adminLeads}?q=${encodeURIComponent(who.email)}`);
    await expect(page.getByRole('list', { name: 'Leads' }).getByRole('listitem')).toContainText('Cancelled');
    await page.goto(PATHS.adminDashboard);
    const panel = page.getByRole('region', { name: 'Scheduled Calls (/lander-c)' });
    await expect(panel.getByRole('article').filter({ hasText: who.name })).toContainText('Cancelled');
    expect(formatFindings(await axeFindings(page, PATHS.adminDashboard)), 'axe, the call state badges').toBe(
      '',
    );
  });
});
