/** Leads and their messages for the admin's browser tests (admin-delivery.spec.ts, admin-area.spec.ts). */
import type { APIRequestContext, Page } from '@playwright/test';
import { bookableDayKeys } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { TIME_SLOTS } from '#shared/options';
import type { BookingInput, BookingRecord } from '#shared/schemas/booking';
import { buildBooking } from '../factories/booking.factory';
import { bookedTimesOn, ownSlots } from './booking-page';
import { expect } from './fixtures';

/** A tag no other test uses, for names and emails. */
export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A string as a literal part of a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Book a free real slot through the API (no form), retrying if another test takes it first. */
export async function bookThroughApi(
  request: APIRequestContext,
  email: string,
  name: string,
  extra: Partial<BookingInput> = {},
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const dayIndex = 1 + Math.floor(Math.random() * 4);
    const dayKey = bookableDayKeys(new Date(), BUSINESS.timeZone)[dayIndex];
    const taken = await bookedTimesOn(request, dayKey);
    const free = ownSlots(TIME_SLOTS.filter((s) => !taken.includes(s)));
    if (free.length === 0) continue;
    const scheduledTime = free[Math.floor(Math.random() * free.length)];
    const res = await request.post('/api/booked-calls', {
      data: buildBooking({ ...extra, email, name, scheduledTime }, { dayIndex }),
    });
    if (res.status() === 201) return (await res.json()) as BookingRecord;
    expect(res.status(), 'only a slot taken meanwhile may refuse the booking').toBe(409);
  }
  throw new Error('no free slot after 5 attempts');
}

/** The delivery item of one message on a lead page. */
export const deliveryItem = (page: Page, channel: string) =>
  page.getByRole('region', { name: 'Delivery' }).getByRole('listitem').filter({ hasText: channel });
