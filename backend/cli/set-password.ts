/**
 * `npm run admin:password -- <username>`: set (or create) an admin's password from the terminal.
 * Ends that user's sessions. Needs the store lock, so it refuses while the server runs.
 */
import { parseEnv } from '../env';
import { setUserPassword } from '../services/admin-account';
import { passwordProblem } from '../services/password-rules';
import { openStore } from '../store/store';
import { StoreError, StoreLockedError } from '../store/store-error';
import { createHiddenPrompt } from './read-hidden';

async function main(): Promise<number> {
  const username = process.argv[2]?.trim();
  if (!username) {
    console.error('Usage: npm run admin:password -- <username>');
    return 2;
  }
  const env = parseEnv(process.env);

  let store;
  try {
    store = await openStore({ dataDir: env.DATA_DIR, timeZone: env.BUSINESS_TIMEZONE });
  } catch (err) {
    if (err instanceof StoreLockedError) {
      console.error(
        `The server is running and holds the store (pid ${err.pid}). Stop it, then run this again.`,
      );
      return 1;
    }
    if (err instanceof StoreError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }

  const prompt = createHiddenPrompt();
  try {
    const password = await prompt.ask(`New password for "${username}": `);
    const problem = passwordProblem(password);
    if (problem) {
      console.error(`${problem} Nothing was changed.`);
      return 1;
    }
    if ((await prompt.ask('Repeat the new password: ')) !== password) {
      console.error('The passwords do not match. Nothing was changed.');
      return 1;
    }
    const { created } = await setUserPassword(store, username, password, new Date());
    console.log(
      created
        ? `Created admin "${username}".`
        : `Password of "${username}" changed; its sessions were signed out.`,
    );
    return 0;
  } finally {
    prompt.close();
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
