/**
 * What a collection does alike in both engines (LowdbCollection, PgCollection), on top of the
 * steps each makes atomic its own way: insertIfAbsent, change and removeUnless.
 */
import type { Entity, InsertResult, Page, Repository } from './repository';

/** The outcome of change(): the record as stored, or why nothing was written. */
export type Changed<T> = { status: 'updated'; record: T } | { status: 'not-found' } | { status: 'refused' };

/** The outcome of removeUnless(). */
export type Removed = 'removed' | 'not-found' | 'refused';

export abstract class Collection<T extends Entity> implements Repository<T> {
  abstract list(page?: Page): Promise<T[]>;
  abstract count(): Promise<number>;
  abstract findById(id: string): Promise<T | undefined>;
  abstract findByIds(ids: readonly string[]): Promise<T[]>;
  abstract insertIfAbsent(record: T): Promise<InsertResult<T>>;
  abstract remove(id: string): Promise<boolean>;

  /**
   * Replace a record by what `decide` makes of it, or refuse when it answers undefined. `decide`
   * runs in the engine's atomic step (in memory, or on the locked row), so its check cannot be raced.
   */
  protected abstract change(id: string, decide: (before: T) => T | undefined): Promise<Changed<T>>;

  /** Remove a record unless `refuse`, run in the same atomic step as the removal, says no. */
  protected abstract removeUnless(id: string, refuse: (before: T) => boolean): Promise<Removed>;

  /** Store a record whose id is new (use insertIfAbsent when it may not be). */
  async insert(record: T): Promise<T> {
    const result = await this.insertIfAbsent(record);
    if (!result.created) throw new Error(`A record with id ${record.id} is already stored`);
    return result.record;
  }

  async update(
    id: string,
    patch: Partial<Omit<T, 'id'>>,
    onlyIf: (before: T) => boolean = () => true,
  ): Promise<T | undefined> {
    const result = await this.change(id, (before) =>
      onlyIf(before) ? this.patched(before, patch) : undefined,
    );
    return result.status === 'updated' ? result.record : undefined;
  }

  /** A record with a patch applied, before the change stores its JSON form. */
  protected patched(before: T, patch: Partial<Omit<T, 'id'>>): T {
    return { ...before, ...patch };
  }
}
