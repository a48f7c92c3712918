/**
 * lander-d's Back, edit, Continue: the provisional booking saved with the earlier details is
 * withdrawn before the new one is created, so a visit leaves one booking. A create still waiting
 * in the outbox and never sent is dropped; otherwise the withdrawal goes now, or waits in the
 * outbox behind that record's create (the outbox keeps a record's requests in order).
 */
import { ApiRequestError } from '../../lib/api-request';
import { editTokenFor, rememberEditToken } from '../../lib/outbox/outbox-receipts';
import { isOffline, isRetryableFailure, queueRequest } from '../../lib/outbox/queue-request';
import { dropIfNeverSent, isWaiting } from '../../lib/outbox/record-requests';
import { withdrawBooking } from './booking-api';

/** The provisional booking to withdraw: its id, its contact's name, its token if this page has it. */
export interface EarlierBooking {
  id: string;
  name: string;
  editToken?: string;
}

/** The API refusing for good: the booking is no longer provisional, or the token is past its hour. */
const refusedForGood = (error: unknown) =>
  !isRetryableFailure(error) || (error instanceof ApiRequestError && error.status === 403);

/**
 * Withdraw `earlier`, or queue its withdrawal. Never throws: when it cannot be withdrawn (no
 * token kept, refused, storage failing) the earlier booking stays and the new one still goes.
 */
export async function withdrawProvisional(earlier: EarlierBooking): Promise<void> {
  try {
    if (await dropIfNeverSent(earlier.id)) return;
    const editToken = earlier.editToken ?? (await editTokenFor(earlier.id));
    // A create still waiting (it may have arrived) is followed by the withdrawal,
    // which picks up the token that create's answer brings.
    if (!(await isWaiting(earlier.id))) {
      if (!editToken) return;
      if (!isOffline()) {
        try {
          return await withdrawBooking(earlier.id, editToken);
        } catch (error) {
          if (refusedForGood(error)) return;
        }
      }
      await rememberEditToken(earlier.id, editToken);
    }
    const now = new Date().toISOString();
    await queueRequest({
      kind: 'withdrawal',
      method: 'DELETE',
      url: `/api/booked-calls/${encodeURIComponent(earlier.id)}`,
      recordId: earlier.id,
      editTokenOf: earlier.id,
      body: undefined,
      label: `Withdrawal of the earlier call request — ${earlier.name}`,
      capturedAt: now,
    });
  } catch (error) {
    console.warn('lander-d: the earlier provisional booking could not be withdrawn', error);
  }
}
