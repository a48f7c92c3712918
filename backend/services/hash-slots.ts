/**
 * Password checks allowed at once. Each scrypt costs 128 MiB and ~0.3 s of libuv's shared thread
 * pool (4 threads, also used by file writes), so a flood of sign-ins must not queue behind it:
 * past the limit a check is refused at once and the client told to retry.
 */
export const MAX_CONCURRENT_HASHES = 2;

export class HashSlots {
  #free: number;

  constructor(max = MAX_CONCURRENT_HASHES) {
    this.#free = max;
  }

  /** A function that gives the slot back, or undefined when every slot is taken. */
  take(): (() => void) | undefined {
    if (this.#free === 0) return undefined;
    this.#free--;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#free++;
    };
  }
}
