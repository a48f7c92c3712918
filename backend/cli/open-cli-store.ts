/** How the commands open a store (a store the server holds, or a broken one, is said plainly) and exit. */
import { parseEnv } from '../env';
import { openAnyStore } from '../store/open-any-store';
import type { OpenStoreOptions, Store } from '../store/store';
import { StoreError, StoreLockedError } from '../store/store-error';

/** The store, or undefined once the reason it cannot be opened is printed. */
export async function openCliStore(
  options: OpenStoreOptions & { databaseUrl?: string },
): Promise<Store | undefined> {
  try {
    return await openAnyStore(options);
  } catch (err) {
    if (err instanceof StoreLockedError) {
      console.error(
        `The server is running and holds the store (pid ${err.pid}). Stop it, then run this again.`,
      );
      return undefined;
    }
    if (err instanceof StoreError) {
      console.error(err.message);
      return undefined;
    }
    throw err;
  }
}

/** The store the server's environment names (DATA_DIR, or DATABASE_URL), as openCliStore opens it. */
export function openConfiguredStore(): Promise<Store | undefined> {
  const env = parseEnv(process.env);
  return openCliStore({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    timeZone: env.BUSINESS_TIMEZONE,
  });
}

/** Run a command: exit with its code, or with 1 after printing what went wrong. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
