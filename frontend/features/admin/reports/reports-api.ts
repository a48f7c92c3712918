/** The reports' read: GET /api/admin/reports for the last `days` days. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reports } from '#shared/schemas/reports';
import { LIVE, getJson } from '../admin-api';
import { ADMIN_QUERY_KEY } from '../admin-guard';
import { SESSION_KEY } from '../../../lib/session';

export const REPORTS_API = '/api/admin/reports';

/** The reports; null when the session is gone (the guard then returns to the sign-in). */
export function useReports(days: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'reports', days],
    queryFn: async ({ signal }) => {
      const res = await getJson(`${REPORTS_API}?days=${days}`, signal);
      if (res === null) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      return (res?.body ?? null) as Reports | null;
    },
    enabled,
    ...LIVE,
  });
}
