/**
 * Admin accounts at start and from the set-password command. A changed password ends every
 * session of that user.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/users.repo';
import { generatePassword, hashPassword, verifyPassword } from './password-hash';

export const DEFAULT_ADMIN_USERNAME = 'admin';

export interface AdminBootstrapResult {
  /** What happened to the configured or generated account. */
  action: 'created' | 'updated' | 'unchanged' | 'none';
  username?: string;
  /** Set only when a password was generated; shown once in the start log, never stored. */
  generatedPassword?: string;
}

/**
 * Set a user's password, creating the user if needed; ends that user's sessions on a change.
 * `fromEnv` records it as the ADMIN_PASSWORD last applied.
 */
export async function setUserPassword(
  store: Store,
  username: string,
  password: string,
  now: Date,
  options: { fromEnv?: boolean } = {},
): Promise<{ user: UserRecord; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  const envPasswordHash = options.fromEnv ? passwordHash : undefined;
  const existing = await store.users.findByUsername(username);
  if (!existing) {
    const user = await store.users.insert({
      id: randomUUID(),
      username,
      passwordHash,
      passwordChangedAt: at,
      createdAt: at,
      ...(envPasswordHash ? { envPasswordHash } : {}),
    });
    return { user, created: true };
  }
  const changes = { passwordHash, passwordChangedAt: at, ...(envPasswordHash ? { envPasswordHash } : {}) };
  const user = await store.users.update(existing.id, changes);
  await store.sessions.removeByUser(existing.id);
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
    const { user, created } = await setUserPassword(store, username, config.password, now, { fromEnv: true });
    return { action: created ? 'created' : 'updated', username: user.username };
  }
  if ((await store.users.count()) > 0) return { action: 'none' };
  const generatedPassword = generatePassword();
  await setUserPassword(store, username, generatedPassword, now);
  return { action: 'created', username, generatedPassword };
}
