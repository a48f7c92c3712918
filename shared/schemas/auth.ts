/** Admin sign-in. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';

/** POST /api/auth/login. */
export const LoginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(TEXT_LIMITS.username, 'Invalid username or password'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(TEXT_LIMITS.password, 'Invalid username or password'),
});

/** Sign-in body. */
export type LoginInput = z.infer<typeof LoginSchema>;

/** GET /api/auth/session. */
export interface SessionInfo {
  authenticated: boolean;
  username?: string;
}
