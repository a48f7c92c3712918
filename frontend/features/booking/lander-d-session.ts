/**
 * What lander-d's step 1 saved, kept in sessionStorage for the tab: a reload at step 2 comes back
 * to that same provisional booking instead of making a second one.
 */
import type { BookingFormValues } from './booking-form-values';

/**
 * The provisional record saved by step 1, the content it was saved with, and the edit token
 * its answer gave (none when step 1 went through the outbox: the outbox keeps that one).
 */
export interface SavedContact {
  id: string;
  key: string;
  name: string;
  editToken?: string;
}

/** Step 1's record and the details typed for it. */
export interface StepOneSession {
  saved: SavedContact;
  values: Partial<BookingFormValues>;
}

const KEY = 'lhe-lander-d-step-1';

export function readStepOne(): StepOneSession | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StepOneSession) : undefined;
  } catch {
    return undefined; // storage blocked or unreadable: the visit starts at step 1
  }
}

/** Keep step 1's record, or forget it (undefined) once the call is booked or replaced. */
export function keepStepOne(session: StepOneSession | undefined): void {
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the page still works, only a reload forgets step 1.
  }
}
