/** The booked-calls API: create and reschedule (spec §7); a day's taken times are the picker's. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EDIT_TOKEN_HEADER } from '#shared/api-headers';
import type { BookingRecord } from '#shared/schemas/booking';
import { ALL_AVAILABILITY_KEY, availabilityKey } from '../../components/date-slot-picker/availability';
import { apiRequest, readRecordAnswer } from '../../lib/api-request';
import { isSlotTaken } from './booking-errors';
import type { BookingBody, RescheduleBody } from './booking-form-values';
import { createUrl, type ReplacedPlaceholder } from './replaced-placeholder';

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

/**
 * POST /api/booked-calls (201 new, 200 when the same id and content were already stored); only an
 * answer carrying this booking counts. `replaces`: lander-d's placeholder it takes the place of.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      replaces,
    }: {
      body: BookingBody;
      replaces?: ReplacedPlaceholder;
    }): Promise<CreatedBooking> => {
      const token = replaces?.editToken ? { [EDIT_TOKEN_HEADER]: replaces.editToken } : undefined;
      return readRecordAnswer<CreatedBooking>(
        await apiRequest('POST', createUrl(replaces), body, token),
        body.id,
      );
    },
    // The form decides what a missing connection means (it queues): never a paused mutation.
    networkMode: 'always',
    onSuccess: () => refreshAfterChange(queryClient),
    onError: (error, { body }) => refreshDayOnConflict(queryClient, error, body.scheduledDate),
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
