/**
 * Password checks allowed at once. Each scrypt costs 128 MiB and ~0.3 s of libuv's shared thread
 * pool (4 threads, also used by file writes), so a flood of sign-ins must not queue behind it:
 * past the limit a check is refused at once and the client told to retry.
 */
export const MAX_CONCURRENT_HASHES = 2;
/** One more, only for a device its account signed in from before (known-device.ts). */
export const KNOWN_DEVICE_HASHES = 1;

export class HashSlots {
  #free: number;
  #reserved: number;

  constructor(max = MAX_CONCURRENT_HASHES, reserved = KNOWN_DEVICE_HASHES) {
    this.#free = max;
    this.#reserved = reserved;
  }

  /**
   * A function that gives the slot back, or undefined when every slot is taken. A known device
   * takes a shared slot if one is free, else the reserved one.
   */
  take(options: { knownDevice?: boolean } = {}): (() => void) | undefined {
    const shared = this.#free > 0;
    if (!shared && !(options.knownDevice && this.#reserved > 0)) return undefined;
    if (shared) this.#free--;
    else this.#reserved--;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (shared) this.#free++;
      else this.#reserved++;
    };
  }
}
