/**
 * Durable writes, done on a thread of the store's own. A write replaces a whole file: temp
 * file, write, fsync, rename, then fsync of the directory; only then is it durable. The thread
 * answers 'renamed' as soon as the new file is in place, so the file's next write can be
 * prepared and queued while the directory is flushed: a write is acknowledged by a directory
 * fsync that ran after its rename, and every renamed file was fsynced first, so whatever the
 * directory holds after a crash is complete and at least as new as every acknowledged write.
 *
 * Why a thread: done with Node's async fs calls on the event loop, a write is seven thread-pool
 * round trips, each costing the loop several microseconds, more than the rest of a request.
 * The writer thread makes blocking calls instead, takes the requests in batches (one directory
 * fsync for all of a batch's renames) and answers in batches.
 */
import { Worker } from 'node:worker_threads';

interface Answer {
  id: number;
  stage: 'renamed' | 'durable';
  error?: { message: string; code?: string };
}

interface Pending {
  renamed?: { resolve(): void; reject(err: Error): void };
  durable: { resolve(): void; reject(err: Error): void };
}

export interface Replacement {
  /** The new file is complete and in place: the file's next write may start. */
  renamed: Promise<void>;
  /** Its directory entry is durable too: the write may be acknowledged. */
  durable: Promise<void>;
}

export class DurableWriter {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;

  constructor() {
    this.#worker = new Worker(new URL('./durable-writer.worker.mjs', import.meta.url), {
      // It only moves strings to the kernel: a small heap keeps the process small.
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 48 },
    });
    this.#worker.on('message', (answers: Answer[]) => this.#settle(answers));
    this.#worker.on('error', (err) => this.#failAll(err));
    this.#worker.on('exit', (code) =>
      this.#failAll(new Error(`The store's writer thread exited (code ${code})`)),
    );
    // Idle, the thread must not keep the process alive; while writes wait, it must.
    this.#worker.unref();
  }

  /** Replace `file` by `text`. */
  replace(file: string, text: string): Replacement {
    let renamed!: Pending['renamed'];
    const renamedPromise = new Promise<void>((resolve, reject) => (renamed = { resolve, reject }));
    const durable = this.#send({ type: 'replace', file, text }, renamed);
    // A failure rejects both; a caller that stops at `renamed` never awaits `durable`, so both are
    // marked handled here (awaiting either still throws).
    renamedPromise.catch(() => {});
    durable.catch(() => {});
    return { renamed: renamedPromise, durable };
  }

  /** Make renames and new files in `dir` durable. */
  syncDirectory(dir: string): Promise<void> {
    return this.#send({ type: 'sync', dir });
  }

  /** Wait for the thread to finish what it was given, then stop it. Safe to call twice. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#send({ type: 'close' }).catch(() => {});
    this.#closed = true;
    await this.#worker.terminate();
  }

  #send(message: Record<string, unknown>, renamed?: Pending['renamed']): Promise<void> {
    if (this.#closed) {
      const err = new Error('The store is closed');
      renamed?.reject(err);
      return Promise.reject(err);
    }
    const id = this.#nextId++;
    return new Promise<void>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { renamed, durable: { resolve, reject } });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #settle(answers: Answer[]): void {
    for (const answer of answers) {
      const pending = this.#pending.get(answer.id);
      if (!pending) continue;
      const err = answer.error && Object.assign(new Error(answer.error.message), { code: answer.error.code });
      if (answer.stage === 'renamed') {
        pending.renamed?.resolve();
        continue;
      }
      this.#pending.delete(answer.id);
      if (err) {
        pending.renamed?.reject(err);
        pending.durable.reject(err);
      } else {
        pending.renamed?.resolve();
        pending.durable.resolve();
      }
    }
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #failAll(err: Error): void {
    for (const pending of this.#pending.values()) {
      pending.renamed?.reject(err);
      pending.durable.reject(err);
    }
    this.#pending.clear();
  }
}
