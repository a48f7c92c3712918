/** Valid POST /api/admin/users bodies: a canvasser with a unique username unless overridden. */
import { randomUUID } from 'node:crypto';
import type { UserCreateInput } from '#shared/schemas/users';

export function buildUser(overrides: Partial<UserCreateInput> = {}): UserCreateInput {
  return {
    username: `canvasser-${randomUUID().slice(0, 8)}`,
    password: 'booth-Weekend-Pass-29',
    role: 'canvasser',
    ...overrides,
  };
}
