/**
 * Group commit: a task that many callers request runs at most once at a time. Callers that
 * arrive while it runs share the next run, which starts as soon as the current one ends, so a
 * burst of N requests costs two runs, not N. Each caller's promise settles with the run that
 * started after its request.
 */

interface Waiter {
  resolve(): void;
  reject(err: unknown): void;
}

export class Coalescer {
  readonly #task: () => Promise<void>;
  #running = false;
  #waiting: Waiter[] = [];

  /** The task must read the state it persists synchronously, before its first await. */
  constructor(task: () => Promise<void>) {
    this.#task = task;
  }

  get idle(): boolean {
    return !this.#running && this.#waiting.length === 0;
  }

  request(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      if (!this.#running) this.#runNext();
    });
  }

  #runNext(): void {
    const batch = this.#waiting;
    this.#waiting = [];
    this.#running = true;
    let run: Promise<void>;
    try {
      run = this.#task();
    } catch (err) {
      run = Promise.reject(err);
    }
    run.then(
      () => this.#finish(batch),
      (err: unknown) => this.#finish(batch, err ?? new Error('write failed')),
    );
  }

  #finish(batch: Waiter[], err?: unknown): void {
    this.#running = false;
    for (const waiter of batch) {
      if (err === undefined) waiter.resolve();
      else waiter.reject(err);
    }
    if (this.#waiting.length > 0) this.#runNext();
  }
}
