/**
 * The contract routes program against. Every method is async so another engine (SQLite,
 * Postgres) can stand behind it; a write resolves only once it is durable. Checks that must
 * be atomic with their write (duplicate id, taken slot, known address) are single methods,
 * so each engine can make them atomic its own way.
 */

/** A page of a list; both optional (no limit: the whole list). */
export interface Page {
  limit?: number;
  offset?: number;
}

/** What every stored record has. */
export interface Entity {
  id: string;
  createdAt?: string;
}

/** The outcome of an insert that refuses a duplicate. */
export type InsertResult<T> = { created: true; record: T } | { created: false; existing: T };

export interface Repository<T extends Entity> {
  /** Newest first (createdAt descending, then latest inserted). */
  list(page?: Page): Promise<T[]>;
  count(): Promise<number>;
  findById(id: string): Promise<T | undefined>;
  insert(record: T): Promise<T>;
  /** Insert unless a record with the same id exists; then answer that record. */
  insertIfAbsent(record: T): Promise<InsertResult<T>>;
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined>;
  remove(id: string): Promise<boolean>;
}
