/**
 * fsync of a directory. A rename (or a new file) is only durable once the directory that holds
 * it is flushed; without this a power cut can bring back the old file or no file at all. One
 * descriptor per directory stays open, and concurrent requests share one fsync (group commit):
 * a request is answered by an fsync that started after it.
 */
import { Coalescer } from './coalescer';
import { closeDescriptor, openDirectory, syncDescriptor } from './fs-durable';

/** Platforms whose directories cannot be opened or flushed (e.g. Windows) skip the step. */
const UNSUPPORTED = new Set(['EISDIR', 'EINVAL', 'EPERM', 'ENOTSUP', 'EBADF']);

export class DirectorySync {
  #fd: Promise<number | undefined> | undefined;
  readonly #sync = new Coalescer(() => this.#flush());

  constructor(readonly dir: string) {}

  /** Resolves once everything renamed into the directory before the call is durable. */
  sync(): Promise<void> {
    return this.#sync.request();
  }

  async close(): Promise<void> {
    const fd = await this.#fd?.catch(() => undefined);
    this.#fd = undefined;
    if (fd !== undefined) await closeDescriptor(fd);
  }

  async #flush(): Promise<void> {
    this.#fd ??= openDirectory(this.dir).catch((err: NodeJS.ErrnoException) => {
      if (UNSUPPORTED.has(err.code ?? '')) return undefined;
      this.#fd = undefined;
      throw err;
    });
    const fd = await this.#fd;
    if (fd === undefined) return;
    try {
      await syncDescriptor(fd);
    } catch (err) {
      if (!UNSUPPORTED.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
    }
  }
}
