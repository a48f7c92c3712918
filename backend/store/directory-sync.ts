/**
 * fsync of a directory. A rename (or a new file) is only durable once the directory that holds
 * it is flushed; without this a power cut can bring back the old file or no file at all. One
 * handle per directory stays open, and concurrent requests share one fsync (group commit).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { Coalescer } from './coalescer';

/** Platforms whose directories cannot be opened or flushed (e.g. Windows) skip the step. */
const UNSUPPORTED = new Set(['EISDIR', 'EINVAL', 'EPERM', 'ENOTSUP', 'EBADF']);

export class DirectorySync {
  #handle: Promise<FileHandle | undefined> | undefined;
  readonly #sync = new Coalescer(() => this.#flush());

  constructor(readonly dir: string) {}

  /** Resolves once everything renamed into the directory before the call is durable. */
  sync(): Promise<void> {
    return this.#sync.request();
  }

  async close(): Promise<void> {
    const handle = await this.#handle;
    this.#handle = undefined;
    await handle?.close();
  }

  async #flush(): Promise<void> {
    this.#handle ??= open(this.dir, 'r').catch((err: NodeJS.ErrnoException) => {
      if (UNSUPPORTED.has(err.code ?? '')) return undefined;
      this.#handle = undefined;
      throw err;
    });
    const handle = await this.#handle;
    try {
      await handle?.sync();
    } catch (err) {
      if (!UNSUPPORTED.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
    }
  }
}
