/**
 * Sign-in throttling, in memory: more than 5 failures for a username or 20 from one IP within
 * 15 minutes block further attempts until enough of those failures age out. An attempt counts
 * as a failure from the moment it starts (and is taken back if it succeeds), so a burst of
 * parallel guesses cannot slip past the count while the password hashes are computed.
 */

export interface LoginThrottleOptions {
  now: () => Date;
  windowMs?: number;
  maxPerUsername?: number;
  maxPerIp?: number;
}

export interface LoginAttempt {
  /** The credentials were right: forget this attempt and the username's failures. */
  succeeded(): void;
}

export class LoginThrottle {
  readonly #byUsername = new Map<string, number[]>();
  readonly #byIp = new Map<string, number[]>();
  readonly #now: () => Date;
  readonly #windowMs: number;
  readonly #maxPerUsername: number;
  readonly #maxPerIp: number;
  #lastPrune = 0;

  constructor(options: LoginThrottleOptions) {
    this.#now = options.now;
    this.#windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.#maxPerUsername = options.maxPerUsername ?? 5;
    this.#maxPerIp = options.maxPerIp ?? 20;
  }

  /** Seconds until another attempt is allowed, or 0 when allowed now. */
  retryAfterSeconds(ip: string, username: string): number {
    const t = this.#now().getTime();
    const wait = Math.max(
      this.#waitMs(this.#byUsername, username.toLowerCase(), this.#maxPerUsername, t),
      this.#waitMs(this.#byIp, ip, this.#maxPerIp, t),
    );
    return Math.ceil(wait / 1000);
  }

  /** Record an attempt as failed until it reports success. */
  begin(ip: string, username: string): LoginAttempt {
    const t = this.#now().getTime();
    const name = username.toLowerCase();
    this.#prune(t);
    this.#add(this.#byUsername, name, t);
    this.#add(this.#byIp, ip, t);
    return {
      succeeded: () => {
        this.#byUsername.delete(name);
        const ipTimes = this.#byIp.get(ip);
        const i = ipTimes?.lastIndexOf(t) ?? -1;
        if (ipTimes && i !== -1) ipTimes.splice(i, 1);
      },
    };
  }

  #add(map: Map<string, number[]>, key: string, t: number): void {
    const times = map.get(key) ?? [];
    times.push(t);
    map.set(key, times);
  }

  /** How long until fewer than `max` failures remain in the window. */
  #waitMs(map: Map<string, number[]>, key: string, max: number, t: number): number {
    const recent = (map.get(key) ?? []).filter((time) => time > t - this.#windowMs);
    if (recent.length < max) return 0;
    return recent[recent.length - max] + this.#windowMs - t;
  }

  /** Drop failures older than the window so the maps do not grow without bound. */
  #prune(t: number): void {
    if (t - this.#lastPrune < 60_000) return;
    this.#lastPrune = t;
    for (const map of [this.#byUsername, this.#byIp]) {
      for (const [key, times] of map) {
        const recent = times.filter((time) => time > t - this.#windowMs);
        if (recent.length === 0) map.delete(key);
        else if (recent.length !== times.length) map.set(key, recent);
      }
    }
  }
}
