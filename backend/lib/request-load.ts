/**
 * Counts the requests in progress, so background work (the delivery worker) can wait for a
 * quiet moment instead of taking CPU and disk from a visitor's request.
 */
import type { Middleware } from 'koa';

/** How long no request may have run before the server counts as quiet. */
const QUIET_MS = 20;
/** The longest a background task waits for quiet: under sustained load it still goes ahead. */
const MAX_WAIT_MS = 1_000;

export class RequestLoad {
  #inFlight = 0;
  #lastEnd = -Infinity;

  readonly middleware: Middleware = async (_ctx, next) => {
    this.#inFlight++;
    try {
      await next();
    } finally {
      this.#inFlight--;
      this.#lastEnd = performance.now();
    }
  };

  /** True when no request runs and none ended within `quietMs`. */
  isQuiet(quietMs = QUIET_MS): boolean {
    return this.#inFlight === 0 && performance.now() - this.#lastEnd >= quietMs;
  }

  /** Resolves once the server is quiet, or after `maxWaitMs` of load. */
  async quiet(quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS): Promise<void> {
    const deadline = performance.now() + maxWaitMs;
    while (!this.isQuiet(quietMs) && performance.now() < deadline) {
      // Not unref'd: a shutdown awaiting the worker must not find an empty event loop and exit
      // before the store is flushed. The wait is bounded by maxWaitMs.
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
  }
}
