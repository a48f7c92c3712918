/**
 * Sign-in throttling, in memory, within a 15-minute window:
 * - per (username, client): after 5 failures each further attempt waits twice as long as the
 *   last (1 s, 2 s, 4 s ... up to 15 minutes). Keyed by the pair, so failures from one address
 *   never keep the owner out from another;
 * - per client: 20 failures (any usernames) block that client until they age out.
 * An attempt counts as a failure from the moment it starts (and is taken back if it succeeds),
 * so a burst of parallel guesses cannot slip past the count while the password hashes run.
 */

export interface LoginThrottleOptions {
  now: () => Date;
  windowMs?: number;
  /** Failures of a (username, client) pair before delays start. */
  freePerUsername?: number;
  maxPerIp?: number;
}

export interface LoginAttempt {
  /** The credentials were right: forget this attempt and the pair's failures. */
  succeeded(): void;
}

const FIRST_DELAY_MS = 1000;

export class LoginThrottle {
  readonly #byPair = new Map<string, number[]>();
  readonly #byIp = new Map<string, number[]>();
  readonly #now: () => Date;
  readonly #windowMs: number;
  readonly #freePerUsername: number;
  readonly #maxPerIp: number;
  #lastPrune = 0;

  constructor(options: LoginThrottleOptions) {
    this.#now = options.now;
    this.#windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.#freePerUsername = options.freePerUsername ?? 5;
    this.#maxPerIp = options.maxPerIp ?? 20;
  }

  /** Seconds until another attempt is allowed, or 0 when allowed now. */
  retryAfterSeconds(client: string, username: string): number {
    const t = this.#now().getTime();
    const wait = Math.max(this.#pairWaitMs(pairKey(client, username), t), this.#ipWaitMs(client, t));
    return Math.ceil(wait / 1000);
  }

  /** Record an attempt as failed until it reports success. */
  begin(client: string, username: string): LoginAttempt {
    const t = this.#now().getTime();
    const pair = pairKey(client, username);
    this.#prune(t);
    add(this.#byPair, pair, t);
    add(this.#byIp, client, t);
    return {
      succeeded: () => {
        this.#byPair.delete(pair);
        const ipTimes = this.#byIp.get(client);
        const i = ipTimes?.lastIndexOf(t) ?? -1;
        if (ipTimes && i !== -1) ipTimes.splice(i, 1);
      },
    };
  }

  #recent(map: Map<string, number[]>, key: string, t: number): number[] {
    return (map.get(key) ?? []).filter((time) => time > t - this.#windowMs);
  }

  /** A delay that doubles with each failure past the free ones, counted from the latest. */
  #pairWaitMs(pair: string, t: number): number {
    const recent = this.#recent(this.#byPair, pair, t);
    const over = recent.length - this.#freePerUsername;
    if (over < 0) return 0;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** over, this.#windowMs);
    return Math.max(0, recent[recent.length - 1] + delay - t);
  }

  /** How long until fewer than the maximum failures from this client remain in the window. */
  #ipWaitMs(client: string, t: number): number {
    const recent = this.#recent(this.#byIp, client, t);
    if (recent.length < this.#maxPerIp) return 0;
    return recent[recent.length - this.#maxPerIp] + this.#windowMs - t;
  }

  /** Drop failures older than the window so the maps do not grow without bound. */
  #prune(t: number): void {
    if (t - this.#lastPrune < 60_000) return;
    this.#lastPrune = t;
    for (const map of [this.#byPair, this.#byIp]) {
      for (const [key, times] of map) {
        const recent = times.filter((time) => time > t - this.#windowMs);
        if (recent.length === 0) map.delete(key);
        else if (recent.length !== times.length) map.set(key, recent);
      }
    }
  }
}

const pairKey = (client: string, username: string) => `${username.toLowerCase()}\n${client}`;

function add(map: Map<string, number[]>, key: string, t: number): void {
  const times = map.get(key);
  if (times) times.push(t);
  else map.set(key, [t]);
}
