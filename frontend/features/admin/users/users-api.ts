/**
 * The accounts (GET /api/admin/users) and a new one (POST). A 401 on the list gives `null` and
 * asks the session again, so the page's guard returns to the sign-in.
 */
import '../../../lib/zod-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCreateSchema, type UserCreateInput, type UserSummary } from '#shared/schemas/users';
import { apiRequest } from '../../../lib/api-request';
import { LIVE, getJson } from '../admin-api';
import { ADMIN_QUERY_KEY } from '../admin-guard';
import { SESSION_KEY } from '../../../lib/session';

const USERS_URL = '/api/admin/users';
const USERS_KEY = [...ADMIN_QUERY_KEY, 'users'] as const;

/** The form's validation: the schema the server checks too. */
export const userCreateResolver = zodResolver(UserCreateSchema);

/** Every account, by username. */
export function useUsers(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: async ({ signal }) => {
      const res = await getJson(USERS_URL, signal);
      if (res === null) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      return (res?.body ?? null) as UserSummary[] | null;
    },
    enabled,
    ...LIVE,
  });
}

/** Create an account; the list is read again once it is stored. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return async (input: UserCreateInput): Promise<UserSummary> => {
    const created = (await (await apiRequest('POST', USERS_URL, input)).json()) as UserSummary;
    await queryClient.invalidateQueries({ queryKey: USERS_KEY });
    return created;
  };
}
