/** The reports' read: GET /api/admin/reports for the last `days` days. */
import { useQuery } from '@tanstack/react-query';
import type { Reports } from '#shared/schemas/reports';
import { adminQuery } from '../admin-query';

export function useReports(days: number, enabled: boolean) {
  return useQuery({ ...adminQuery<Reports>(['reports', days], `/api/admin/reports?days=${days}`), enabled });
}
