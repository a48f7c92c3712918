/**
 * Group commit: a task that many callers request runs at most once at a time. Callers that
 * arrive while it runs share the next run, which starts as soon as the current one ends, so a
 * burst of N requests costs two runs, not N. Each caller's promise settles with the run that
 * started after its request.
 */

interface Waiter<R> {
  resolve(result: R): void;
  reject(err: unknown): void;
}

export class Coalescer<R = void> {
  readonly #task: () => Promise<R>;
  #running = false;
  #waiting: Waiter<R>[] = [];

  /** The task must read the state it persists synchronously, before its first await. */
  constructor(task: () => Promise<R>) {
    this.#task = task;
  }

  get idle(): boolean {
    return !this.#running && this.#waiting.length === 0;
  }

  /** Resolves with the result of the run that started after this request. */
  request(): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      if (!this.#running) this.#runNext();
    });
  }

  #runNext(): void {
    const batch = this.#waiting;
    this.#waiting = [];
    this.#running = true;
    let run: Promise<R>;
    try {
      run = this.#task();
    } catch (err) {
      run = Promise.reject(err);
    }
    run.then(
      (result) => this.#finish(batch, { result }),
      (err: unknown) => this.#finish(batch, { err: err ?? new Error('write failed') }),
    );
  }

  #finish(batch: Waiter<R>[], outcome: { result: R } | { err: unknown }): void {
    this.#running = false;
    for (const waiter of batch) {
      if ('err' in outcome) waiter.reject(outcome.err);
      else waiter.resolve(outcome.result);
    }
    if (this.#waiting.length > 0) this.#runNext();
  }
}
