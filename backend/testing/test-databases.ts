/** On the PostgreSQL test run: which database holds the store of each test data folder. */
const databases = new Map<string, string>();

export const testDatabaseOf = (dataDir: string): string | undefined => databases.get(dataDir);

export function setTestDatabase(dataDir: string, url: string): void {
  databases.set(dataDir, url);
}
