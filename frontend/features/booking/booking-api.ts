/** The booked-calls API: create, reschedule and withdraw (spec §7); a day's taken times are the picker's. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EDIT_TOKEN_HEADER } from '#shared/api-headers';
import type { BookingRecord } from '#shared/schemas/booking';
import { ALL_AVAILABILITY_KEY, availabilityKey } from '../../components/date-slot-picker/availability';
import { ApiRequestError, NoApiAnswerError, apiRequest, readRecordAnswer } from '../../lib/api-request';
import { isSlotTaken } from './booking-errors';
import type { BookingBody, RescheduleBody } from './booking-form-values';

const BOOKED_CALLS = '/api/booked-calls';

/** After a booking changes, the taken times and the admin list are out of date. */
function refreshAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ALL_AVAILABILITY_KEY });
  void queryClient.invalidateQueries({ queryKey: [BOOKED_CALLS] });
}

/** A 409 means the day's taken times changed under us: fetch them again. */
function refreshDayOnConflict(queryClient: QueryClient, error: unknown, scheduledDate: string) {
  if (isSlotTaken(error)) void queryClient.invalidateQueries({ queryKey: availabilityKey(scheduledDate) });
}

/** The create's answer; a provisional (lander-d step 1) booking's carries its edit token, once. */
export type CreatedBooking = BookingRecord & { editToken?: string };

/** What a reschedule answers: no personal data. */
export type RescheduledBooking = Pick<BookingRecord, 'id' | 'scheduledDate' | 'scheduledTime'>;

/** POST /api/booked-calls (201 new, 200 when the same id and content were already stored); only an answer carrying this booking counts. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BookingBody): Promise<CreatedBooking> =>
      readRecordAnswer<CreatedBooking>(await apiRequest('POST', BOOKED_CALLS, body), body.id),
    // The form decides what a missing connection means (it queues): never a paused mutation.
    networkMode: 'always',
    onSuccess: () => refreshAfterChange(queryClient),
    onError: (error, body) => refreshDayOnConflict(queryClient, error, body.scheduledDate),
  });
}

/** PATCH /api/booked-calls/:id with a new day and time (lander-d's step 2). */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      editToken,
    }: {
      id: string;
      body: RescheduleBody;
      editToken: string;
    }): Promise<RescheduledBooking> =>
      readRecordAnswer<RescheduledBooking>(
        await apiRequest('PATCH', `${BOOKED_CALLS}/${encodeURIComponent(id)}`, body, {
          [EDIT_TOKEN_HEADER]: editToken,
        }),
        id,
      ),
    networkMode: 'always',
    onSuccess: () => refreshAfterChange(queryClient),
    onError: (error, { body }) => refreshDayOnConflict(queryClient, error, body.scheduledDate),
  });
}

/**
 * DELETE /api/booked-calls/:id: withdraw lander-d's provisional booking that the visitor replaced.
 * Only our API answers 204 (a portal's page is a 200); the API's 404 means it is already gone.
 */
export async function withdrawBooking(id: string, editToken: string): Promise<void> {
  try {
    const res = await apiRequest('DELETE', `${BOOKED_CALLS}/${encodeURIComponent(id)}`, undefined, {
      [EDIT_TOKEN_HEADER]: editToken,
    });
    if (res.status !== 204) throw new NoApiAnswerError('Not an answer of ours');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404 && error.apiError) return;
    throw error;
  }
}
