/**
 * The homeowner's manage link (GET, PATCH and DELETE /api/manage-call): the link's secret goes
 * in the X-Manage-Token header, never in a URL, so no server log or Referer ever carries it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANAGE_TOKEN_HEADER } from '#shared/api-headers';
import type { ManagedCall } from '#shared/schemas/manage-call';
import { ALL_AVAILABILITY_KEY } from '../../components/date-slot-picker/availability';
import { ApiRequestError, apiRequest } from '../../lib/api-request';

const MANAGE_CALL = '/api/manage-call';

const tokenHeader = (token: string) => ({ [MANAGE_TOKEN_HEADER]: token });
const callKey = (token: string) => [MANAGE_CALL, token] as const;

/** Whether the server refused the link: wrong, expired, spent or cancelled all answer 404. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** Whether the chosen time was taken (or blocked) meanwhile. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409;
}

/** The server's own words about a failure, if it sent any. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.apiError?.message : undefined;
}

/** The call the link manages; no query without a token (the page then says the link is not valid). */
export function useManagedCall(token: string) {
  return useQuery({
    queryKey: callKey(token),
    queryFn: async (): Promise<ManagedCall> =>
      (await apiRequest('GET', MANAGE_CALL, undefined, tokenHeader(token))).json() as Promise<ManagedCall>,
    enabled: token !== '',
    // Kept only while the page is open: the answer belongs to whoever holds the link.
    gcTime: 0,
  });
}

/** PATCH: move the call; the answer (the call at its new time) replaces the one shown. */
export function useRescheduleManagedCall(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { scheduledDate: string; scheduledTime: string }): Promise<ManagedCall> =>
      (await apiRequest('PATCH', MANAGE_CALL, body, tokenHeader(token))).json() as Promise<ManagedCall>,
    onSuccess: (call) => queryClient.setQueryData(callKey(token), call),
    // Taken or not, the pickers' view of the days is out of date now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL_AVAILABILITY_KEY }),
  });
}

/** DELETE: cancel the call (204); its slot is free at once. */
export function useCancelManagedCall(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('DELETE', MANAGE_CALL, undefined, tokenHeader(token));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL_AVAILABILITY_KEY }),
  });
}
