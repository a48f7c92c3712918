/**
 * Accounts and their roles: an admin works the leads in the admin area; a canvasser only
 * captures leads (at /capture) and is refused every admin read. The Users page's form and
 * POST /api/admin/users share UserCreateSchema; the server adds the common-password check.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, TEXT_LIMITS } from '../limits';
import { PATHS } from '../routes';
import { UNSUPPORTED_CHARACTER, isPlainText } from './fields';

/** Every role, the default first: accounts stored before roles existed are admins. */
export const USER_ROLES = ['admin', 'canvasser'] as const;

/** What an account may do. */
export type UserRole = (typeof USER_ROLES)[number];

/** The role of an account created without one. */
export const DEFAULT_ROLE: UserRole = 'admin';

/** Where each role signs in. */
export const SIGN_IN_PATH: Record<UserRole, string> = {
  admin: PATHS.admin,
  canvasser: PATHS.capture,
};

/** A password an account may be given; the messages are the set-password command's too. */
export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(
    TEXT_LIMITS.password,
    `The password must be at most ${TEXT_LIMITS.password} characters (the sign-in form takes no more).`,
  );

/** A new account's username: what the sign-in accepts, without spaces. */
export const UsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(TEXT_LIMITS.username, `The username must be at most ${TEXT_LIMITS.username} characters.`)
  .regex(/^\S+$/, 'The username cannot contain spaces.')
  .refine(isPlainText, UNSUPPORTED_CHARACTER);

/** POST /api/admin/users. */
export const UserCreateSchema = z.object({
  username: UsernameSchema,
  password: NewPasswordSchema,
  role: z.enum(USER_ROLES, { error: 'Choose a role' }),
});

/** The Users page's form and the create request's body. */
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

/** An account as GET /api/admin/users lists it (never its password hash). */
export interface UserSummary {
  id: string;
  username: string;
  role: UserRole;
  createdAt: string;
  /** Locked out: no sign-in, no session. */
  disabled: boolean;
}

/** POST /api/admin/users/:id/<action>: lock an account out, let it back in, or sign it out everywhere. */
export const USER_ACCESS_ACTIONS = ['disable', 'enable', 'end-sessions'] as const;

/** One of USER_ACCESS_ACTIONS. */
export type UserAccessAction = (typeof USER_ACCESS_ACTIONS)[number];

/** What POST /api/admin/users/:id/<action> answers. */
export interface UserAccessAnswer {
  user: UserSummary;
  sessionsEnded: number;
}
