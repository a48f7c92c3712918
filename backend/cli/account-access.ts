/**
 * `npm run admin:account -- disable|enable|end-sessions <username>`: lock an account out, let it
 * back in, or sign it out everywhere, as the Users page does (never the last enabled admin). On
 * PostgreSQL this works beside running servers, and their next request from that account is
 * refused. The JSON store is held by the running server, so there the server must be stopped first.
 */
import { parseArgs } from 'node:util';
import { USER_ACCESS_ACTIONS, type UserAccessAction } from '#shared/schemas/users';
import { changeAccountAccess, LAST_ADMIN } from '../services/account-access';
import { openConfiguredStore, runCli } from './open-cli-store';

const USAGE = `Usage: npm run admin:account -- ${USER_ACCESS_ACTIONS.join('|')} <username>`;

const DONE: Record<UserAccessAction, string> = {
  disable: 'disabled',
  enable: 'enabled',
  'end-sessions': 'signed out everywhere',
};

function parseArguments(): { action: UserAccessAction; username: string } | undefined {
  try {
    const { positionals } = parseArgs({ allowPositionals: true });
    const [action, username] = positionals.map((p) => p.trim());
    if (positionals.length !== 2 || !username) return undefined;
    if (!USER_ACCESS_ACTIONS.includes(action as UserAccessAction)) return undefined;
    return { action: action as UserAccessAction, username };
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
  const store = await openConfiguredStore();
  if (!store) return 1;
  try {
    const user = await store.users.findByUsername(args.username);
    const result =
      user && (await changeAccountAccess(store, user.id, args.action, { by: 'cli', client: 'cli' }));
    if (!result || result.status === 'not-found') {
      console.error(`No account "${args.username}". Nothing was changed.`);
      return 1;
    }
    if (result.status === 'last-admin') {
      console.error(`${LAST_ADMIN} Nothing was changed.`);
      return 1;
    }
    const ended = result.sessionsEnded;
    console.log(
      `"${result.user.username}" ${DONE[args.action]}; ${ended} session${ended === 1 ? '' : 's'} ended.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCli(main);
