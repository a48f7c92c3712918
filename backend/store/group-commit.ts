/**
 * Durable file replacement with group commit, one per store. A replace writes a temp file
 * durably and renames it over the file; the batch then fsyncs each folder it renamed in, and
 * only then settles its callers. Replaces that arrive while a batch runs go out together in the
 * next one, so a burst of writes costs a few fsyncs, not two per write.
 */
import { constants } from 'node:fs';
import { open, rename, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { FILE_MODE } from './owner-only';

/** Errors of platforms whose folders cannot be opened or flushed (e.g. Windows). */
const UNSUPPORTED = new Set(['EISDIR', 'EINVAL', 'EPERM', 'ENOTSUP', 'EBADF']);

const { O_WRONLY, O_CREAT, O_TRUNC, O_DSYNC } = constants;

/**
 * Write a file and make its data durable. With O_DSYNC (every platform but Windows) the write
 * returns once its data is on disk: one call where a write and an fsync would be two.
 */
async function writeDurably(path: string, text: string): Promise<void> {
  const handle = await open(path, O_WRONLY | O_CREAT | O_TRUNC | (O_DSYNC ?? 0), FILE_MODE);
  try {
    await handle.writeFile(text);
    if (O_DSYNC === undefined) await handle.sync();
  } finally {
    await handle.close();
  }
}

const unlessUnsupported = (err: NodeJS.ErrnoException): undefined => {
  if (!UNSUPPORTED.has(err.code ?? '')) throw err;
  return undefined;
};

/** Make renames and new files in `dir` durable. */
export async function fsyncDirectory(dir: string): Promise<void> {
  const folder = await open(dir, 'r').catch(unlessUnsupported);
  try {
    await folder?.sync().catch(unlessUnsupported);
  } finally {
    await folder?.close();
  }
}

/** Serializes at once (the batch holds every change made before it starts), then replaces. */
async function replaceFile(file: string, text: () => string): Promise<void> {
  const data = text();
  const temp = join(dirname(file), `.${basename(file)}.tmp`);
  await writeDurably(temp, data);
  await rename(temp, file);
}

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => undefined,
    (err: Error) => err,
  );

interface Queued {
  text: () => string;
  done: Promise<void>;
  settle(err: Error | undefined): void;
}

export class GroupCommit {
  #queue = new Map<string, Queued>();
  /** Folders stay open between batches: a batch then costs two calls less per folder. */
  readonly #folders = new Map<string, Promise<FileHandle | undefined>>();
  #running: Promise<void> | undefined;
  #closed = false;
  /** A hold in progress (a backup reading the files): batches wait until it ends. */
  #holding: Promise<unknown> | undefined;

  /** Replace `file` by `text()` as it is when the next batch starts; resolves once durable. */
  replace(file: string, text: () => string): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('The store is closed'));
    let queued = this.#queue.get(file);
    if (!queued) {
      let settle!: Queued['settle'];
      const done = new Promise<void>(
        (resolve, reject) => (settle = (err) => (err ? reject(err) : resolve())),
      );
      this.#queue.set(file, (queued = { text, done, settle }));
    }
    queued.text = text;
    if (!this.#holding) this.#running ??= this.#next();
    return queued.done;
  }

  /**
   * Run `read` between batches: the batch under way finishes first, and replaces that arrive
   * meanwhile wait until `read` ends. The files then hold whole batches only (a backup).
   */
  async hold<T>(read: () => Promise<T>): Promise<T> {
    while (this.#holding) await this.#holding.catch(() => undefined);
    const held = (async () => {
      while (this.#running) await this.#running;
      return read();
    })();
    this.#holding = held;
    try {
      return await held;
    } finally {
      this.#holding = undefined;
      if (this.#queue.size > 0) this.#running ??= this.#next();
    }
  }

  /** Wait for every queued replace, then refuse new ones. */
  async close(): Promise<void> {
    while (this.#holding) await this.#holding.catch(() => undefined);
    while (this.#running) await this.#running;
    this.#closed = true;
    for (const folder of this.#folders.values()) await (await folder.catch(() => undefined))?.close();
    this.#folders.clear();
  }

  async #syncFolder(dir: string): Promise<void> {
    let folder = this.#folders.get(dir);
    if (!folder) {
      folder = open(dir, 'r').catch(unlessUnsupported);
      this.#folders.set(dir, folder);
      folder.catch(() => this.#folders.delete(dir)); // a later batch tries again
    }
    await (await folder)?.sync().catch(unlessUnsupported);
  }

  // A macrotask later: callers of this I/O round join the batch, and callers of a failed batch
  // have undone their changes before the next one serializes.
  #next(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve)).then(() => this.#run());
  }

  async #run(): Promise<void> {
    const batch = [...this.#queue];
    this.#queue = new Map();
    const failed = await Promise.all(batch.map(([file, queued]) => outcome(replaceFile(file, queued.text))));
    const synced = new Map<string, Promise<Error | undefined>>();
    batch.forEach(([file], i) => {
      const dir = dirname(file);
      if (!failed[i] && !synced.has(dir)) synced.set(dir, outcome(this.#syncFolder(dir)));
    });
    for (const [i, [file, queued]] of batch.entries()) {
      queued.settle(failed[i] ?? (await synced.get(dirname(file))));
    }
    this.#running = this.#queue.size > 0 && !this.#holding ? this.#next() : undefined;
  }
}
