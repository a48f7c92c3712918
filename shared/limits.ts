/** Sizes and windows that both sides enforce. */

/** Longest accepted value of each kind of text field, in characters. */
export const TEXT_LIMITS = {
  name: 100,
  phone: 30,
  email: 254,
  address: 200,
  city: 100,
  service: 100,
  message: 2000,
  source: 50,
  zipcode: 10,
  page: 300,
  element: 100,
  username: 100,
  password: 200,
  attribution: 500,
  eventName: 100,
  bestTimeToCall: 100,
} as const;

/** Shortest password an account may be given (the CLI, ADMIN_PASSWORD, the Users page, a change). */
export const MIN_PASSWORD_LENGTH = 12;

/** Days after today that can still be booked (today counts as day 0). */
export const BOOKING_WINDOW_DAYS = 4;

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Days after today the owner may move a booked call to (today counts as day 0). */
export const OWNER_RESCHEDULE_DAYS = 60;
