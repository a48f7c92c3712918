/**
 * Locking an account out (the Users page and `npm run admin:account`): disable, enable, and end
 * its sessions. A disable ends every session at once, and sessions.current refuses a disabled
 * account too, so no request of its gets through after the change. The last enabled admin can
 * never be disabled (UsersRepository.updateKeepingAnAdmin), so the owner cannot lock everyone out.
 */
import type { UserAccessAction } from '#shared/schemas/users';
import { securityEvent } from '../lib/security-log';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/users.repo';

export const LAST_ADMIN = 'This is the last enabled admin. Add or enable another admin first.';

export type AccessAction = UserAccessAction;

/** Who asked, for the security log: the admin's username (or "cli") and the client address. */
export interface Actor {
  by: string;
  client: string;
}

export type AccessResult =
  | { status: 'done'; user: UserRecord; sessionsEnded: number }
  | { status: 'not-found' }
  | { status: 'last-admin'; user: UserRecord };

const EVENTS = {
  disable: 'account-disabled',
  enable: 'account-enabled',
  'end-sessions': 'sessions-ended',
} as const;

async function apply(store: Store, user: UserRecord, action: AccessAction) {
  if (action === 'end-sessions') return user;
  if (action === 'enable') return store.users.update(user.id, { disabled: false });
  const changed = await store.users.updateKeepingAnAdmin(user.id, { disabled: true });
  if (changed.status === 'last-admin') return 'last-admin' as const;
  return changed.status === 'updated' ? changed.record : undefined;
}

/** Disable or enable an account, or end its sessions; a disable ends them too. */
export async function changeAccountAccess(
  store: Store,
  userId: string,
  action: AccessAction,
  actor: Actor,
): Promise<AccessResult> {
  const user = await store.users.findById(userId);
  const changed = user && (await apply(store, user, action));
  if (!user || !changed) return { status: 'not-found' };
  const event = EVENTS[action];
  if (changed === 'last-admin') {
    securityEvent(event, {
      user: user.username,
      client: actor.client,
      outcome: 'refused',
      detail: LAST_ADMIN,
    });
    return { status: 'last-admin', user };
  }
  const sessionsEnded = action === 'enable' ? 0 : await store.sessions.removeByUser(user.id);
  securityEvent(event, {
    user: user.username,
    client: actor.client,
    outcome: 'ok',
    detail: `by ${actor.by}; ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended`,
  });
  return { status: 'done', user: changed, sessionsEnded };
}
