/** The accounts (GET /api/admin/users) and a new one (POST). */
import '../../../lib/zod-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCreateSchema, type UserCreateInput, type UserSummary } from '#shared/schemas/users';
import { adminQuery, apiJson } from '../admin-query';

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
