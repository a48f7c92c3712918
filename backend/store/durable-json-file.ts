/**
 * A lowdb adapter that acknowledges a write only once it would survive a power cut: the data is
 * written to a temp file, the temp file is fsynced, renamed over the store file, and the
 * directory is fsynced. lowdb's own JSONFile (steno) renames without any fsync, so a crash of
 * the machine can leave a renamed file whose bytes never reached the disk.
 *
 * Writes are coalesced per file (one in flight, the next one shared by every caller that came
 * meanwhile), and the data is serialized when a write starts, so each write holds every earlier
 * change and a burst of N changes costs two writes. The system calls run on the store's writer
 * thread (durable-writer.ts).
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';
import { Coalescer } from './coalescer';
import type { DurableWriter } from './durable-writer';
import { StoreError } from './store-error';

export interface DurableJSONFileOptions<T> {
  /** The thread that writes and fsyncs (one per store). */
  writer: DurableWriter;
  /** Text to store; default JSON with 2-space indentation. */
  serialize?: (data: T) => string;
  /** Told the size of each text read or written (the store keeps segment sizes with it). */
  onText?: (chars: number) => void;
}

/** The temp file a store file is written through; dot-named so listings skip it. */
export function tempFileFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.tmp`);
}

/** Parse a store file's text, or explain which file is broken (it is never written over). */
export function parseStoreText(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new StoreError(
      `Store file ${file} is not valid JSON (${(err as Error).message}). ` +
        'It was left unchanged: repair or move it away, then start again.',
    );
  }
}

export class DurableJSONFile<T> implements Adapter<T> {
  readonly #serialize: (data: T) => string;
  readonly #durableWriter: DurableWriter;
  readonly #onText?: (chars: number) => void;
  readonly #writer = new Coalescer(() => this.#writeLatest());
  #latest: T | undefined;

  constructor(
    readonly file: string,
    options: DurableJSONFileOptions<T>,
  ) {
    this.#serialize = options.serialize ?? ((data) => `${JSON.stringify(data, null, 2)}\n`);
    this.#durableWriter = options.writer;
    this.#onText = options.onText;
  }

  /** No write in flight or queued. */
  get idle(): boolean {
    return this.#writer.idle;
  }

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StoreError(`Cannot read store file ${this.file}: ${(err as Error).message}`);
    }
    this.#onText?.(text.length);
    return parseStoreText(this.file, text) as T;
  }

  /** Resolves once `data` (or a later state of it) is on disk and durable. */
  async write(data: T): Promise<void> {
    this.#latest = data;
    // The run that holds this change ends at its rename; it is durable once its directory is.
    const { durable } = await this.#writer.request();
    await durable;
  }

  // Serializes synchronously (the Coalescer calls this at the start of a run), then awaits the
  // rename only, so the file's next write overlaps with this one's directory fsync. (The
  // promise is wrapped so that awaiting the run does not wait for it.)
  #writeLatest(): Promise<{ durable: Promise<void> }> {
    const text = this.#serialize(this.#latest as T);
    this.#latest = undefined; // the data is the caller's; keep no reference once written out
    this.#onText?.(text.length);
    const { renamed, durable } = this.#durableWriter.replace(this.file, text);
    return renamed.then(() => ({ durable }));
  }
}
