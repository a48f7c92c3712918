/**
 * Accounts at start, from the set-password command, the password change and the Users page. A
 * changed password or role ends every session of that user; a role change never demotes the
 * last enabled admin (LastAdminError, nothing changed). A generated password must be changed
 * at the first sign-in; any later password set for that user clears the demand and deletes its file.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_ROLE, type UserRole } from '#shared/schemas/users';
import type { InsertResult } from '../store/repository';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/users.repo';
import { LAST_ADMIN } from './account-access';
import { removeFirstAdminPassword, writeFirstAdminPassword } from './first-admin-password';
import { generatePassword, hashPassword, verifyPassword } from './password-hash';

export const DEFAULT_ADMIN_USERNAME = 'admin';

/** A change that would leave no enabled admin; nothing was written. */
export class LastAdminError extends Error {
  override name = 'LastAdminError';
}

export interface AdminBootstrapResult {
  /** What happened to the configured or generated account. */
  action: 'created' | 'updated' | 'unchanged' | 'none';
  username?: string;
  /** Set only when a password was generated: the owner-only file holding it (the log names the file). */
  passwordFile?: string;
}

/** A new account's record, its password hashed. */
async function newUser(username: string, password: string, role: UserRole, now: Date): Promise<UserRecord> {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    username,
    role,
    passwordHash: await hashPassword(password),
    passwordChangedAt: at,
    createdAt: at,
  };
}

/** Create an account unless the username is taken (any case): the Users page. */
export async function createUser(
  store: Store,
  input: { username: string; password: string; role: UserRole },
  now: Date,
): Promise<InsertResult<UserRecord>> {
  return store.users.create(await newUser(input.username, input.password, input.role, now));
}

/**
 * Set a user's password, creating the user if needed (with `role`, default admin); ends that
 * user's sessions on a change. An existing user's role changes only when `role` is given.
 * `fromEnv` records it as the ADMIN_PASSWORD last applied; `generated` demands a change at the
 * first sign-in.
 */
export async function setUserPassword(
  store: Store,
  username: string,
  password: string,
  now: Date,
  options: { fromEnv?: boolean; generated?: boolean; role?: UserRole } = {},
): Promise<{ user: UserRecord; created: boolean }> {
  const fresh = await newUser(username, password, options.role ?? DEFAULT_ROLE, now);
  const { passwordHash } = fresh;
  const envPasswordHash = options.fromEnv ? passwordHash : undefined;
  const mustChangePassword = options.generated === true;
  const existing = await store.users.findByUsername(username);
  if (!existing) {
    const user = await store.users.insert({
      ...fresh,
      ...(envPasswordHash ? { envPasswordHash } : {}),
      ...(mustChangePassword ? { mustChangePassword } : {}),
    });
    return { user, created: true };
  }
  const changes = {
    passwordHash,
    passwordChangedAt: fresh.passwordChangedAt,
    mustChangePassword,
    ...(options.role ? { role: options.role } : {}),
    ...(envPasswordHash ? { envPasswordHash } : {}),
  };
  const changed = await store.users.updateKeepingAnAdmin(existing.id, changes);
  if (changed.status === 'last-admin') throw new LastAdminError(LAST_ADMIN);
  const user = changed.status === 'updated' ? changed.record : undefined;
  await store.sessions.removeByUser(existing.id);
  // The generated password is replaced: its file has nothing left to tell.
  if (existing.mustChangePassword && !mustChangePassword) await removeFirstAdminPassword(store.dataDir);
  return { user: user ?? existing, created: false };
}

/**
 * Make sure an admin can sign in: with a configured password, create or update that user, but
 * only when ADMIN_PASSWORD differs from the one last applied (so restarts keep sessions, and a
 * password changed since with the CLI is not undone); with none and no user at all, create
 * 'admin' with a generated password.
 */
export async function ensureAdminAccount(
  store: Store,
  config: { username?: string; password?: string },
  now: Date,
): Promise<AdminBootstrapResult> {
  const username = config.username ?? DEFAULT_ADMIN_USERNAME;
  if (config.password !== undefined) {
    const existing = await store.users.findByUsername(username);
    if (existing?.envPasswordHash && (await verifyPassword(config.password, existing.envPasswordHash))) {
      return { action: 'unchanged', username: existing.username };
    }
    if (
      existing &&
      !existing.envPasswordHash &&
      (await verifyPassword(config.password, existing.passwordHash))
    ) {
      // Set from the environment before this was recorded: remember it, change nothing else.
      await store.users.update(existing.id, { envPasswordHash: existing.passwordHash });
      return { action: 'unchanged', username: existing.username };
    }
    const { user, created } = await setUserPassword(store, username, config.password, now, {
      fromEnv: true,
      role: 'admin',
    });
    return { action: created ? 'created' : 'updated', username: user.username };
  }
  if ((await store.users.count()) > 0) return { action: 'none' };
  const generatedPassword = generatePassword();
  // The file first: a user whose password nobody can read would lock the owner out.
  const passwordFile = await writeFirstAdminPassword(store.dataDir, generatedPassword);
  await setUserPassword(store, username, generatedPassword, now, { generated: true });
  return { action: 'created', username, passwordFile };
}
