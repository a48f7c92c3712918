/** The reports' read: GET /api/admin/reports for the last `days` days. */
import { useQuery } from '@tanstack/react-query';
import type { Reports } from '#shared/schemas/reports';
import { adminQuery } from '../admin-query';

export const REPORTS_API = '/api/admin/reports';

export function useReports(days: number, enabled: boolean) {
  return useQuery({ ...adminQuery<Reports>(['reports', days], `${REPORTS_API}?days=${days}`), enabled });
}
