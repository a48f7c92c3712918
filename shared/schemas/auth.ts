/** Admin sign-in, session and password change. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';
import { UNSUPPORTED_CHARACTER, isPlainText } from './fields';
import type { UserRole } from './users';

/** POST /api/auth/login. */
export const LoginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(TEXT_LIMITS.username, 'Invalid username or password')
    .refine(isPlainText, UNSUPPORTED_CHARACTER),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(TEXT_LIMITS.password, 'Invalid username or password'),
});

/** Sign-in body. */
export type LoginInput = z.infer<typeof LoginSchema>;

/**
 * POST /api/auth/password: the signed-in admin replaces their password. The server adds the
 * strength rules the set-password command applies (backend/services/password-rules.ts).
 */
export const PasswordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(TEXT_LIMITS.password, 'The current password is not correct.'),
  newPassword: z.string({ error: 'New password is required' }).min(1, 'New password is required'),
});

/** Password change body. */
export type PasswordChangeInput = z.infer<typeof PasswordChangeSchema>;

/** GET /api/auth/session (also the sign-in's and the password change's answer). */
export interface SessionInfo {
  authenticated: boolean;
  username?: string;
  /** What the signed-in account may do: a canvasser only captures leads. */
  role?: UserRole;
  /** Signed in with a generated password: it must be changed before anything else. */
  mustChangePassword?: boolean;
}
