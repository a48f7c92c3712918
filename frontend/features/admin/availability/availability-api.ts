/**
 * The owner's availability (GET /api/admin/availability) and its changes: every change answers
 * the whole view again, which replaces the one shown.
 */
import '../../../lib/zod-csp';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityView } from '#shared/schemas/availability';
import { refreshOpenTime } from '../../../components/date-slot-picker/availability';
import { adminQuery, apiJson, useSessionCheckOn401 } from '../admin-query';

const AVAILABILITY_URL = '/api/admin/availability';
const availabilityQuery = () => adminQuery<AvailabilityView>(['availability'], AVAILABILITY_URL);

export function useAvailabilityView(enabled: boolean) {
  return useQuery({ ...availabilityQuery(), enabled });
}

/** Send one change (`path` under /api/admin/availability) and show the view it answers. */
export function useAvailabilityChange() {
  const queryClient = useQueryClient();
  const checkSession = useSessionCheckOn401();
  return async (method: 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> => {
    try {
      const view = await apiJson<AvailabilityView>(method, AVAILABILITY_URL + path, body);
      queryClient.setQueryData(availabilityQuery().queryKey, view);
      refreshOpenTime(queryClient);
    } catch (error) {
      checkSession(error);
      throw error;
    }
  };
}

export const blockedDayPath = (day: string) => `/blocked-days/${encodeURIComponent(day)}`;
export const blockedSlotPath = (day: string, time: string) =>
  `/blocked-slots/${encodeURIComponent(day)}/${encodeURIComponent(time)}`;
