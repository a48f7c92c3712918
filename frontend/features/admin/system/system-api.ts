/** The System page's data (GET /api/admin/system) and "Back up now" (its answer replaces the view). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWarningsView, SystemView } from '#shared/schemas/system';
import { adminQuery, apiJson, useSessionCheckOn401 } from '../admin-query';

const SYSTEM_URL = '/api/admin/system';
const systemQuery = () => adminQuery<SystemView>(['system'], SYSTEM_URL);

export function useSystemView(enabled: boolean) {
  return useQuery({ ...systemQuery(), enabled });
}

/** Make a backup now and show the view it answers. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  const checkSession = useSessionCheckOn401();
  return async (): Promise<void> => {
    try {
      queryClient.setQueryData(
        systemQuery().queryKey,
        await apiJson<SystemView>('POST', `${SYSTEM_URL}/backups`),
      );
    } catch (error) {
      checkSession(error);
      throw error;
    }
  };
}

/** The banner's lines on every admin page (a daily limit bit today, an untrusted proxy). */
export function useAdminWarnings(enabled: boolean) {
  return useQuery({
    ...adminQuery<AdminWarningsView>(['system', 'warnings'], `${SYSTEM_URL}/warnings`),
    enabled,
  });
}

/** Where the admin downloads a backup. */
export const backupDownloadUrl = (name: string) => `${SYSTEM_URL}/backups/${encodeURIComponent(name)}`;
