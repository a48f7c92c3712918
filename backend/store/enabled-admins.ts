/** The ids of the enabled admins in a JSON collection, kept in step with every write (users.repo.ts). */
import type { RecordIndex } from './lowdb-collection';
import { isEnabledAdmin } from './record-rules';
import type { UserRecord } from './repository';

export class EnabledAdmins implements RecordIndex<UserRecord> {
  readonly #ids = new Set<string>();

  add(user: UserRecord): void {
    if (isEnabledAdmin(user)) this.#ids.add(user.id);
  }

  remove(user: UserRecord): void {
    this.#ids.delete(user.id);
  }

  /** Whether an enabled admin other than `id` exists. */
  anyOtherThan(id: string): boolean {
    return [...this.#ids].some((other) => other !== id);
  }
}
