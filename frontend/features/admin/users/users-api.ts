/** The accounts (GET /api/admin/users), a new one (POST), and locking one out (POST /:id/<action>). */
import '../../../lib/zod-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  UserCreateSchema,
  type UserAccessAction,
  type UserAccessAnswer,
  type UserCreateInput,
  type UserSummary,
} from '#shared/schemas/users';
import { adminQuery, apiJson, useSessionCheckOn401 } from '../admin-query';

const USERS_URL = '/api/admin/users';
const usersQuery = () => adminQuery<UserSummary[]>(['users'], USERS_URL);

/** The form's validation: the schema the server checks too. */
export const userCreateResolver = zodResolver(UserCreateSchema);

/** Every account, by username. */
export function useUsers(enabled: boolean) {
  return useQuery({ ...usersQuery(), enabled });
}

/** Create an account; the list is read again once it is stored. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return async (input: UserCreateInput): Promise<UserSummary> => {
    const created = await apiJson<UserSummary>('POST', USERS_URL, input);
    await queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
    return created;
  };
}

/** Disable or enable an account, or end its sessions; the list is read again after. */
export function useUserAccess() {
  const queryClient = useQueryClient();
  const checkSession = useSessionCheckOn401();
  return async (user: UserSummary, action: UserAccessAction): Promise<UserAccessAnswer> => {
    try {
      return await apiJson<UserAccessAnswer>('POST', `${USERS_URL}/${encodeURIComponent(user.id)}/${action}`);
    } catch (error) {
      // Disabling one's own account ends this session too.
      checkSession(error);
      throw error;
    } finally {
      await queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
    }
  };
}
