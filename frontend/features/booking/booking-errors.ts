/** What the booking pages tell the visitor when saving fails (spec §8), as pure functions. */
import { ALREADY_BOOKED_MESSAGE } from '#shared/booking-messages';
import { ApiRequestError } from '../../lib/api-request';

/** Toast title of a failed booking or reschedule. */
export const BOOKING_FAILED_TITLE = 'Booking Failed';
/** Fallback text of a failed booking. */
export const BOOKING_FAILED_MESSAGE = 'There was an error booking your call. Please try again.';
/** Fallback text of a failed reschedule (lander-d's second step). */
export const UPDATE_FAILED_MESSAGE = 'There was an error updating your booking. Please try again.';
/** Toast title and text of a failed first step on lander-d. */
export const SAVE_FAILED = { title: 'Error', message: 'Failed to save your information. Please try again.' };

/** The first message of a validation failure, from the server's `errors` or a zod-like `issues` list. */
function firstValidationMessage(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) {
    const errors = error.apiError?.errors;
    return errors ? Object.values(errors).find((m) => typeof m === 'string' && m.trim() !== '') : undefined;
  }
  const issues = (error as { issues?: unknown } | null)?.issues;
  if (Array.isArray(issues)) {
    const first = issues.find(
      (i: { message?: unknown }) => typeof i?.message === 'string' && i.message !== '',
    );
    return (first as { message: string } | undefined)?.message;
  }
  return undefined;
}

/**
 * The text of the 'Booking Failed' toast: the server's message if it sent one, else the first
 * validation message, else the given fallback.
 */
export function bookingFailureMessage(error: unknown, fallback: string = BOOKING_FAILED_MESSAGE): string {
  const serverMessage = error instanceof ApiRequestError ? error.apiError?.message : undefined;
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  return firstValidationMessage(error) ?? fallback;
}

/**
 * The text of lander-d's update-failed toast: the server's word only when the slot was taken
 * meanwhile (the visitor must pick another time), the generic text otherwise.
 */
export function rescheduleFailureMessage(error: unknown): string {
  return isSlotTaken(error) ? bookingFailureMessage(error, UPDATE_FAILED_MESSAGE) : UPDATE_FAILED_MESSAGE;
}

/** Whether the visitor already has an upcoming call (409): no other time would help. */
export function isAlreadyBooked(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 409 &&
    error.apiError?.message === ALREADY_BOOKED_MESSAGE
  );
}

/** Whether the chosen time was booked by someone else meanwhile (409). */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409 && !isAlreadyBooked(error);
}

/**
 * The toast of a failed first step on lander-d: the server's word when it refused the visitor
 * (409: a call is already booked for them), the generic text otherwise.
 */
export function saveFailure(error: unknown): { title: string; message: string } {
  const refusal =
    error instanceof ApiRequestError && error.status === 409 ? error.apiError?.message : undefined;
  return refusal ? { title: BOOKING_FAILED_TITLE, message: refusal } : SAVE_FAILED;
}

/** The server's per-field messages of a 400, to show under the fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  return error.apiError?.errors ?? {};
}
