/**
 * lander-d's placeholder that a new booking replaces: after Back, changed details and Continue,
 * or at step 2 when its edit token no longer moves it. The new booking names it
 * (POST /api/booked-calls?replaces=:id with its token), and the server stores the new one first
 * and withdraws the placeholder after, so a refused create never leaves the visitor with nothing.
 */
import { editTokenFor, rememberEditToken } from '../../lib/outbox/outbox-receipts';
import { dropIfNeverSent, isWaiting } from '../../lib/outbox/record-requests';

/** The provisional booking saved earlier: its id, its token if this page has it. */
export interface EarlierBooking {
  id: string;
  editToken?: string;
}

/** The placeholder a create replaces, and whether its own create still waits in the outbox. */
export interface ReplacedPlaceholder {
  id: string;
  /** Absent when only the outbox will have it (its create's answer has not come yet). */
  editToken?: string;
  /** Its create still waits: the new one must be queued behind it, never sent first. */
  waits: boolean;
}

/** The URL of a create that replaces `replaces`, if any. */
export const createUrl = (replaces?: ReplacedPlaceholder) =>
  replaces ? `/api/booked-calls?replaces=${encodeURIComponent(replaces.id)}` : '/api/booked-calls';

/**
 * What a new booking replaces of `earlier`: nothing when its create never left the device (it is
 * dropped here). Its token is left with the outbox too, which adds it to a queued create.
 */
export async function placeholderToReplace(
  earlier: EarlierBooking,
): Promise<ReplacedPlaceholder | undefined> {
  try {
    if (await dropIfNeverSent(earlier.id)) return undefined;
    const editToken = earlier.editToken ?? (await editTokenFor(earlier.id));
    if (editToken) await rememberEditToken(earlier.id, editToken);
    return { id: earlier.id, editToken, waits: await isWaiting(earlier.id) };
  } catch (error) {
    // Storage failing: the new booking still names the placeholder, with the token the page has.
    console.warn('lander-d: the outbox could not be read for the earlier booking', error);
    return { id: earlier.id, editToken: earlier.editToken, waits: false };
  }
}
