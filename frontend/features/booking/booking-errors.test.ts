import { describe, expect, it } from 'vitest';
import { ALREADY_BOOKED_MESSAGE } from '#shared/booking-messages';
import { ApiRequestError } from '../../lib/api-request';
import {
  BOOKING_FAILED_MESSAGE,
  SAVE_FAILED,
  isAlreadyBooked,
  saveFailure,
  UPDATE_FAILED_MESSAGE,
  bookingFailureMessage,
  isSlotTaken,
  rescheduleFailureMessage,
  serverFieldErrors,
} from './booking-errors';

const SLOT_TAKEN = 'That time was just booked by someone else. Please choose another time.';

/** An API answer as apiRequest would raise it. */
const apiError = (status: number, body: unknown, statusText = 'Error') =>
  new ApiRequestError(status, typeof body === 'string' ? body : JSON.stringify(body), statusText);

describe('bookingFailureMessage', () => {
  it("shows the server's message when its JSON body has one", () => {
    expect(bookingFailureMessage(apiError(409, { message: SLOT_TAKEN }))).toBe(SLOT_TAKEN);
    expect(bookingFailureMessage(apiError(429, { message: 'Too many requests. Try again later.' }))).toBe(
      'Too many requests. Try again later.',
    );
  });

  it('prefers the message over the field errors', () => {
    const error = apiError(400, {
      message: 'Name is required',
      errors: { zipcode: 'Please enter a valid US zipcode' },
    });
    expect(bookingFailureMessage(error)).toBe('Name is required');
  });

  it('falls back to the first validation message when there is no server message', () => {
    const error = apiError(400, {
      message: '',
      errors: { phone: 'Phone number is required', email: 'Email is required' },
    });
    expect(bookingFailureMessage(error)).toBe('Phone number is required');
  });

  it('reads the first issue of a zod-like validation error', () => {
    const error = {
      issues: [{ message: 'Time is required', path: ['scheduledTime'] }, { message: 'Name is required' }],
    };
    expect(bookingFailureMessage(error)).toBe('Time is required');
  });

  it('falls back to the generic text for anything else', () => {
    expect(bookingFailureMessage(apiError(500, 'Internal Server Error'))).toBe(BOOKING_FAILED_MESSAGE);
    expect(bookingFailureMessage(apiError(502, ''))).toBe(BOOKING_FAILED_MESSAGE);
    expect(bookingFailureMessage(apiError(500, { errors: {} }))).toBe(BOOKING_FAILED_MESSAGE);
    expect(bookingFailureMessage(new TypeError('Failed to fetch'))).toBe(BOOKING_FAILED_MESSAGE);
    expect(bookingFailureMessage(undefined)).toBe(BOOKING_FAILED_MESSAGE);
    expect(bookingFailureMessage(null)).toBe(BOOKING_FAILED_MESSAGE);
    expect(bookingFailureMessage({ issues: [] })).toBe(BOOKING_FAILED_MESSAGE);
  });

  it('uses the fallback it is given', () => {
    expect(bookingFailureMessage(new Error('offline'), 'Custom fallback')).toBe('Custom fallback');
  });
});

describe('rescheduleFailureMessage', () => {
  it("shows the server's message only for a taken slot", () => {
    expect(rescheduleFailureMessage(apiError(409, { message: SLOT_TAKEN }))).toBe(SLOT_TAKEN);
    expect(rescheduleFailureMessage(apiError(409, 'Conflict'))).toBe(UPDATE_FAILED_MESSAGE);
    expect(rescheduleFailureMessage(apiError(404, { message: 'Booking not found' }))).toBe(
      UPDATE_FAILED_MESSAGE,
    );
    expect(rescheduleFailureMessage(new TypeError('Failed to fetch'))).toBe(UPDATE_FAILED_MESSAGE);
  });
});

describe('isSlotTaken and serverFieldErrors', () => {
  it('recognises a 409 only', () => {
    expect(isSlotTaken(apiError(409, { message: SLOT_TAKEN }))).toBe(true);
    expect(isSlotTaken(apiError(400, { message: 'x' }))).toBe(false);
    expect(isSlotTaken(new Error('409: Conflict'))).toBe(false);
  });

  it("returns a 400's field messages and nothing otherwise", () => {
    const errors = { zipcode: 'Please enter a valid US zipcode' };
    expect(serverFieldErrors(apiError(400, { message: errors.zipcode, errors }))).toEqual(errors);
    expect(serverFieldErrors(apiError(409, { message: SLOT_TAKEN, errors }))).toEqual({});
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});

describe('a visitor who already has an upcoming call', () => {
  const refused = apiError(409, { message: ALREADY_BOOKED_MESSAGE });

  it('is told so on lander-c and on lander-d, and is not asked to pick another time', () => {
    expect(bookingFailureMessage(refused)).toBe(ALREADY_BOOKED_MESSAGE);
    expect(saveFailure(refused)).toEqual({ title: 'Booking Failed', message: ALREADY_BOOKED_MESSAGE });
    expect(isAlreadyBooked(refused)).toBe(true);
    expect(isSlotTaken(refused)).toBe(false);
    expect(isSlotTaken(apiError(409, { message: SLOT_TAKEN }))).toBe(true);
  });

  it("keeps lander-d's generic text for anything but a refusal", () => {
    expect(saveFailure(apiError(500, 'oops'))).toEqual(SAVE_FAILED);
    expect(saveFailure(new TypeError('Failed to fetch'))).toEqual(SAVE_FAILED);
  });
});
