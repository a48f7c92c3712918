/**
 * The store the configuration names: PostgreSQL with a database URL (DATABASE_URL), else the
 * JSON files in the data folder. The PostgreSQL driver loads only when it is used.
 */
import { openStore, type OpenStoreOptions, type Store } from './store';

export async function openAnyStore(options: OpenStoreOptions & { databaseUrl?: string }): Promise<Store> {
  const { databaseUrl, ...rest } = options;
  if (!databaseUrl) return openStore(rest);
  const { openPgStore } = await import('./postgres/pg-store');
  return openPgStore({ ...rest, databaseUrl });
}
