/**
 * The JSON store's sign-in failures: in memory, as one server owns the store (its lock). They do
 * not outlive a restart, which only forgives a few minutes of guesses.
 */
import type { LoginFailuresRepository } from './repository';

export class MemoryLoginFailures implements LoginFailuresRepository {
  readonly #times = new Map<string, number[]>();

  async since(key: string, since: number): Promise<number[]> {
    return (this.#times.get(key) ?? []).filter((t) => t > since);
  }

  async add(keys: readonly string[], at: number): Promise<void> {
    for (const key of keys) {
      const times = this.#times.get(key);
      if (times) times.push(at);
      else this.#times.set(key, [at]);
    }
  }

  async takeBack(key: string, at: number): Promise<void> {
    const times = this.#times.get(key);
    const i = times?.lastIndexOf(at) ?? -1;
    if (times && i !== -1) times.splice(i, 1);
  }

  async clear(key: string): Promise<void> {
    this.#times.delete(key);
  }

  async prune(before: number): Promise<void> {
    for (const [key, times] of this.#times) {
      const recent = times.filter((t) => t > before);
      if (recent.length === 0) this.#times.delete(key);
      else if (recent.length !== times.length) this.#times.set(key, recent);
    }
  }
}
