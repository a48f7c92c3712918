/** The words the Users page uses for each role. */
import type { UserRole } from '#shared/schemas/users';

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  canvasser: 'Canvasser',
};
