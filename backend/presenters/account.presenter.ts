/** What the browser is told about accounts: never a password hash or a session token. */
import type { SessionInfo } from '#shared/schemas/auth';
import type { UserSummary } from '#shared/schemas/users';
import type { UserRecord } from '../store/repository';

/** A signed-in user, as /api/auth answers it. */
export const sessionInfo = (user: UserRecord): SessionInfo => ({
  authenticated: true,
  username: user.username,
  role: user.role,
  ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
});

/** An account on the Users page. */
export const userSummary = ({ id, username, role, createdAt, disabled }: UserRecord): UserSummary => ({
  id,
  username,
  role,
  createdAt,
  disabled: disabled === true,
});
