/**
 * One record per key compared without case (a newsletter address, a username): the index a
 * collection keeps of its keys (a RecordIndex), read by LowdbCollection.insertUnique.
 */
import { uniqueKeyOf } from './record-rules';
import type { Entity } from './repository';

/** Key as compared (uniqueKeyOf) → id of the record that holds it. */
export class UniqueKeyIndex<T extends Entity> {
  readonly #ids = new Map<string, string>();

  constructor(readonly keyOf: (record: T) => string) {}

  add(record: T): void {
    this.#ids.set(uniqueKeyOf(this.keyOf(record)), record.id);
  }

  remove(record: T): void {
    const key = uniqueKeyOf(this.keyOf(record));
    if (this.#ids.get(key) === record.id) this.#ids.delete(key);
  }

  /** The id of the record holding a key, in any case. */
  idOf(key: string): string | undefined {
    return this.#ids.get(uniqueKeyOf(key));
  }
}
