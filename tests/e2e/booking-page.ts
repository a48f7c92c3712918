/** Helpers for driving the call-booking landers in browser tests. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bookableDayKeys } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { TIME_SLOTS } from '#shared/options';
import type { BookingRecord } from '#shared/schemas/booking';
import { expect, test } from './fixtures';

export const ADMIN = { username: 'owner', password: 'e2e-Correct-Horse-42' };
export const SLOT_TAKEN = 'That time was just booked by someone else. Please choose another time.';
export const BOOKING_FALLBACK = 'There was an error booking your call. Please try again.';
export const SAVE_FAILED = 'Failed to save your information. Please try again.';
/** What an empty booking form (lander-c, and lander-d's step 1) shows under its six fields. */
export const REQUIRED_MESSAGES = [
  'Name is required',
  'Phone number is required',
  'Email is required',
  'Address is required',
  'Zipcode must be at least 5 digits',
  'Please answer Yes or No',
];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Accessible name of a calendar day button, e.g. '16 July 2025'. */
export const DAY_NAME = new RegExp(`^\\d{1,2} (${MONTHS.join('|')}) \\d{4}$`);

export interface Visitor {
  name: string;
  phone: string;
  email: string;
  address: string;
  zipcode: string;
}

/** A visitor nobody else uses. */
export function buildVisitor(overrides: Partial<Visitor> = {}): Visitor {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  // One upcoming call per phone number: each visitor has a number of their own too.
  const line = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return {
    name: `Pat Booker ${tag}`,
    phone: `(201) ${line.slice(0, 3)}-${line.slice(3)}`,
    email: `booker-${tag}@example.com`,
    address: '10 Exchange Place, Jersey City, NJ',
    zipcode: '07302',
    ...overrides,
  };
}

export const CONTACT_LABELS = {
  name: 'Full Name',
  phone: 'Phone Number',
  email: 'Email Address',
  address: 'Full Property Address',
  zipcode: 'Zipcode',
} as const;

export async function fillContact(page: Page, visitor: Visitor): Promise<void> {
  for (const [field, label] of Object.entries(CONTACT_LABELS)) {
    await page.getByLabel(label).fill(visitor[field as keyof Visitor]);
  }
}

export async function expectContactKept(page: Page, visitor: Visitor): Promise<void> {
  for (const [field, label] of Object.entries(CONTACT_LABELS)) {
    await expect(page.getByLabel(label)).toHaveValue(visitor[field as keyof Visitor]);
  }
}

export const dayKeyFromName = (name: string): string => {
  const [day, month, year] = name.split(' ');
  return `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
};

/** The calendar's name of a day key ('2026-02-11' is '11 February 2026'). */
export const dayNameOf = (dayKey: string): string => {
  const [year, month, day] = dayKey.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
};

/**
 * Click the bookable day `offset` days after today, reading the enabled days off the calendar
 * (into the next month if need be). Returns its day key.
 */
export async function pickDay(page: Page, offset: number): Promise<string> {
  const calendar = page.getByRole('group', { name: 'Select a Date' });
  const enabledDays = calendar.getByRole('button', { name: DAY_NAME, disabled: false });
  await expect(enabledDays.first()).toBeVisible();
  // Count from the window's first month: an earlier pick may have shown the next one.
  const previous = calendar.getByRole('button', { name: 'Previous month' });
  while (await previous.isEnabled()) {
    const firstShown = await enabledDays.first().getAttribute('aria-label');
    await previous.click();
    await expect(enabledDays.first()).not.toHaveAttribute('aria-label', firstShown ?? '');
  }
  let index = offset;
  let count = await enabledDays.count();
  while (index >= count) {
    index -= count;
    const firstShown = await enabledDays.first().getAttribute('aria-label');
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect(enabledDays.first()).not.toHaveAttribute('aria-label', firstShown ?? '');
    count = await enabledDays.count();
  }
  const day = enabledDays.nth(index);
  const name = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  await expect(calendar.getByRole('button', { name, exact: true })).toHaveAttribute('data-selected', 'true');
  const dayKey = dayKeyFromName(name);
  // The calendar offers exactly the business's bookable days (today in Eastern Time + 4).
  expect(dayKey).toBe(bookableDayKeys(new Date(), BUSINESS.timeZone)[offset]);
  return dayKey;
}

export const timeButtons = (page: Page): Locator =>
  page.getByRole('group', { name: 'Available times' }).getByRole('button');

/**
 * The slots among `labels` this worker books: every `workers`-th slot of the day. The two workers
 * share one server, so a random slot could be taken by the other between reading the day and
 * saving. All of `labels` when none of this worker's own is left.
 */
export function ownSlots(labels: readonly string[]): string[] {
  const { parallelIndex, config } = test.info();
  const own = labels.filter(
    (label) => TIME_SLOTS.indexOf(label as (typeof TIME_SLOTS)[number]) % config.workers === parallelIndex,
  );
  return own.length > 0 ? own : [...labels];
}

/** Choose one of this worker's free slots at random (fewer collisions with other test files). */
export async function pickTime(page: Page, avoid: readonly string[] = []): Promise<string> {
  const times = timeButtons(page);
  await expect(times.first()).toBeVisible();
  const labels = ownSlots(
    (await times.allTextContents()).map((t) => t.trim()).filter((t) => !avoid.includes(t)),
  );
  expect(labels.length, 'a time that is not taken').toBeGreaterThan(0);
  const label = labels[Math.floor(Math.random() * labels.length)];
  const slot = times.filter({ hasText: new RegExp(`^${label}$`) });
  await slot.click();
  await expect(timeButtons(page).filter({ hasText: new RegExp(`^${label}$`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return label;
}

export async function answerShowUp(page: Page, answer: 'Yes' | 'No'): Promise<void> {
  await page.getByRole('radio', { name: answer, exact: true }).check();
}

/** The times already booked on a day, as the API tells anyone. */
export async function bookedTimesOn(request: APIRequestContext, dayKey: string): Promise<string[]> {
  const res = await request.get(`/api/booked-calls/date/${dayKey}`);
  expect(res.ok(), 'GET /api/booked-calls/date').toBeTruthy();
  return ((await res.json()) as { bookedTimes: string[] }).bookedTimes;
}

/** The stored bookings of one visitor, read as the admin. */
export async function bookingsOf(request: APIRequestContext, email: string): Promise<BookingRecord[]> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), 'admin login').toBeTruthy();
  const res = await request.get('/api/booked-calls');
  expect(res.ok(), 'GET /api/booked-calls').toBeTruthy();
  return ((await res.json()) as BookingRecord[]).filter((b) => b.email === email);
}

/** Count the page's booking writes (POST /api/booked-calls, PATCH /api/booked-calls/:id). */
export function countBookingWrites(page: Page) {
  const writes = { post: 0, patch: 0, availability: 0 };
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (req.method() === 'POST' && path === '/api/booked-calls') writes.post += 1;
    if (req.method() === 'PATCH' && path.startsWith('/api/booked-calls/')) writes.patch += 1;
    if (req.method() === 'GET' && path.startsWith('/api/booked-calls/date/')) writes.availability += 1;
  });
  return writes;
}

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Book My Call' });
export const toast = (page: Page) => page.getByRole('alert');
