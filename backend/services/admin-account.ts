/**
 * Admin accounts at start, from the set-password command and from the password change. A changed
 * password ends every session of that user. A generated password must be changed at the first
 * sign-in; any later password set for that user clears the demand and deletes its file.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/users.repo';
import { removeFirstAdminPassword, writeFirstAdminPassword } from './first-admin-password';
import { generatePassword, hashPassword, verifyPassword } from './password-hash';

export const DEFAULT_ADMIN_USERNAME = 'admin';

export interface AdminBootstrapResult {
  /** What happened to the configured or generated account. */
  action: 'created' | 'updated' | 'unchanged' | 'none';
  username?: string;
  /** Set only when a password was generated: the owner-only file holding it (the log names the file). */
  passwordFile?: string;
}

/**
 * Set a user's password, creating the user if needed; ends that user's sessions on a change.
 * `fromEnv` records it as the ADMIN_PASSWORD last applied; `generated` demands a change at the
 * first sign-in.
 */
export async function setUserPassword(
  store: Store,
  username: string,
  password: string,
  now: Date,
  options: { fromEnv?: boolean; generated?: boolean } = {},
): Promise<{ user: UserRecord; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  const envPasswordHash = options.fromEnv ? passwordHash : undefined;
  const mustChangePassword = options.generated === true;
  const existing = await store.users.findByUsername(username);
  if (!existing) {
    const user = await store.users.insert({
      id: randomUUID(),
      username,
      passwordHash,
      passwordChangedAt: at,
      createdAt: at,
      ...(envPasswordHash ? { envPasswordHash } : {}),
      ...(mustChangePassword ? { mustChangePassword } : {}),
    });
    return { user, created: true };
  }
  const changes = {
    passwordHash,
    passwordChangedAt: at,
    mustChangePassword,
    ...(envPasswordHash ? { envPasswordHash } : {}),
  };
  const user = await store.users.update(existing.id, changes);
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
    const { user, created } = await setUserPassword(store, username, config.password, now, { fromEnv: true });
    return { action: created ? 'created' : 'updated', username: user.username };
  }
  if ((await store.users.count()) > 0) return { action: 'none' };
  const generatedPassword = generatePassword();
  // The file first: a user whose password nobody can read would lock the owner out.
  const passwordFile = await writeFirstAdminPassword(store.dataDir, generatedPassword);
  await setUserPassword(store, username, generatedPassword, now, { generated: true });
  return { action: 'created', username, passwordFile };
}
