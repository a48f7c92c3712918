/** How the commands open a store (a store the server holds, or a broken one, is said plainly) and exit. */
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
