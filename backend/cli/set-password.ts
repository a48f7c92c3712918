/**
 * `npm run admin:password -- [--role canvasser|admin] <username>`: set (or create) an account's
 * password. A new account gets the role given (default admin); an existing one's role changes
 * only with --role, and never demotes the last enabled admin. Ends that user's sessions. The
 * JSON store needs its lock, so this refuses while the server runs; PostgreSQL is shared, so
 * there it works beside running servers.
 */
import { parseArgs } from 'node:util';
import { USER_ROLES, UsernameSchema, type UserRole } from '#shared/schemas/users';
import { securityEvent } from '../lib/security-log';
import { LastAdminError, setUserPassword } from '../services/admin-account';
import { passwordProblem } from '../services/password-rules';
import { openConfiguredStore, runCli } from './open-cli-store';
import { readNewPassword } from './read-password';

const USAGE = `Usage: npm run admin:password -- [--role ${USER_ROLES.join('|')}] <username>`;

function parseArguments(): { username: string; role?: UserRole } | undefined {
  try {
    const { values, positionals } = parseArgs({
      options: { role: { type: 'string' } },
      allowPositionals: true,
    });
    const username = positionals[0]?.trim();
    const role = values.role as UserRole | undefined;
    if (!username || positionals.length > 1 || (role && !USER_ROLES.includes(role))) return undefined;
    return { username, role };
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const args = parseArguments();
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const { username, role } = args;
  const store = await openConfiguredStore();
  if (!store) return 1;

  try {
    const existing = await store.users.findByUsername(username);
    // A new account's name follows the Users page's rule; an existing one is found as it is.
    const badName = existing ? undefined : UsernameSchema.safeParse(username).error?.issues[0].message;
    if (badName) {
      console.error(`${badName} Nothing was changed.`);
      return 1;
    }
    const answer = await readNewPassword(username, passwordProblem);
    if ('refused' in answer) {
      console.error(`${answer.refused} Nothing was changed.`);
      return 1;
    }
    const set = await setUserPassword(store, username, answer.password, new Date(), { role }).catch(
      (err: unknown) => {
        if (!(err instanceof LastAdminError)) throw err;
        securityEvent('role-changed', {
          user: username,
          client: 'cli',
          outcome: 'refused',
          detail: err.message,
        });
        console.error(`${err.message} Nothing was changed.`);
        return undefined;
      },
    );
    if (!set) return 1;
    const { user, created } = set;
    const roleChanged = !created && role !== undefined && role !== existing?.role;
    securityEvent(created ? 'account-created' : 'password-changed', {
      user: user.username,
      client: 'cli',
      outcome: 'ok',
      detail: created ? user.role : roleChanged ? `role now ${role}` : undefined,
    });
    console.log(
      created
        ? `Created ${user.role} "${username}".`
        : `Password of "${username}" changed${roleChanged ? `; role now ${role}` : ''}; its sessions were signed out.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCli(main);
