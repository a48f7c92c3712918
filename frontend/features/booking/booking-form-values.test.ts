import { describe, expect, it } from 'vitest';
import { BookingContactSchema, BookingSchema } from '#shared/schemas/booking';
import {
  CONTACT_FIELDS,
  EMPTY_BOOKING_FORM,
  bookingDraft,
  dayKeyOf,
  provisionalDraft,
} from './booking-form-values';
import { scheduledDateFor } from '../../components/date-slot-picker/availability';
import { createClientIdMemo } from '../../lib/client-id';

const contact = {
  name: 'Pat Doe',
  phone: '(201) 555-0100',
  email: 'pat@example.com',
  address: '1 Main St, Jersey City, NJ',
  zipcode: '07302',
  willShowUp: true,
};

describe('booking form values', () => {
  it("step 1's fields are exactly BookingContactSchema's", () => {
    expect([...CONTACT_FIELDS].sort()).toEqual(Object.keys(BookingContactSchema.shape).sort());
  });

  it('an empty form fails the shared schema with the spec messages', () => {
    const result = BookingSchema.safeParse(EMPTY_BOOKING_FORM);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Time is required',
        'Name is required',
        'Phone number is required',
        'Email is required',
      ]),
    );
  });

  it('sends the start of the chosen day in Eastern Time', () => {
    expect(scheduledDateFor('2025-07-16')).toBe('2025-07-16T04:00:00.000Z');
    expect(scheduledDateFor('2025-01-16')).toBe('2025-01-16T05:00:00.000Z');
  });

  it('builds a create body the server schema accepts', () => {
    const draft = bookingDraft(contact, { dayKey: '2025-07-16', time: '1:00 PM' }, 'lander-c');
    expect(draft).toMatchObject({
      scheduledDate: '2025-07-16T04:00:00.000Z',
      scheduledTime: '1:00 PM',
      service: 'Vinyl Siding',
      willShowUp: true,
      referrer: 'lander-c',
    });
    expect(BookingSchema.safeParse({ ...draft, id: crypto.randomUUID() }).success).toBe(true);
  });

  it("saves lander-d's first step with the provisional schedule", () => {
    expect(provisionalDraft(contact)).toMatchObject({
      scheduledDate: '2099-12-31T05:00:00.000Z',
      scheduledTime: 'Not scheduled',
      referrer: 'lander-d',
    });
  });

  it('reads the day key held in the form', () => {
    expect(dayKeyOf('2025-07-16')).toBe('2025-07-16');
    expect(dayKeyOf('')).toBeNull();
    expect(dayKeyOf(undefined)).toBeNull();
  });
});

describe('createClientIdMemo', () => {
  it('reuses the id for the same content and makes a new one when it changes', () => {
    let n = 0;
    const idFor = createClientIdMemo(() => `id-${++n}`);
    expect(idFor({ a: 1 })).toBe('id-1');
    expect(idFor({ a: 1 })).toBe('id-1');
    expect(idFor({ a: 2 })).toBe('id-2');
    expect(idFor({ a: 1 })).toBe('id-3');
  });
});
