/**
 * Sign-in throttling within a 15-minute window:
 * - per (username, client): after 5 failures each further attempt waits twice as long as the
 *   last (1 s, 2 s, 4 s ... up to 15 minutes). Keyed by the pair, so failures from one address
 *   never keep the owner out from another;
 * - per client: 20 failures (any usernames) block that client until they age out.
 * An attempt counts as a failure from the moment it starts (and is taken back if it succeeds),
 * so a burst of parallel guesses cannot slip past the count while the password hashes run.
 * The failures live in the store's log (repository.ts: LoginFailuresRepository), so servers that
 * share a PostgreSQL database count them together.
 */
import type { LoginFailuresRepository } from '../store/repository';

export interface LoginThrottleOptions {
  now: () => Date;
  failures: LoginFailuresRepository;
}

export interface LoginAttempt {
  /** The credentials were right: forget this attempt and the pair's failures. */
  succeeded(): Promise<void>;
}

const WINDOW_MS = 15 * 60 * 1000;
/** Failures of a (username, client) pair before delays start. */
const FREE_PER_USERNAME = 5;
const MAX_PER_IP = 20;
const FIRST_DELAY_MS = 1000;

const pairKey = (client: string, username: string) => `pair\n${username.toLowerCase()}\n${client}`;
const clientKey = (client: string) => `client\n${client}`;

export class LoginThrottle {
  readonly #failures: LoginFailuresRepository;
  readonly #now: () => Date;
  #lastPrune = 0;

  constructor(options: LoginThrottleOptions) {
    this.#failures = options.failures;
    this.#now = options.now;
  }

  /** Seconds until another attempt is allowed, or 0 when allowed now. */
  async retryAfterSeconds(client: string, username: string): Promise<number> {
    const t = this.#now().getTime();
    const since = t - WINDOW_MS;
    const [pair, ip] = await Promise.all([
      this.#failures.since(pairKey(client, username), since),
      this.#failures.since(clientKey(client), since),
    ]);
    return Math.ceil(Math.max(this.#pairWaitMs(pair, t), this.#ipWaitMs(ip, t)) / 1000);
  }

  /** Record an attempt as failed until it reports success. */
  async begin(client: string, username: string): Promise<LoginAttempt> {
    const t = this.#now().getTime();
    const pair = pairKey(client, username);
    if (t - this.#lastPrune >= 60_000) {
      this.#lastPrune = t;
      await this.#failures.prune(t - WINDOW_MS);
    }
    await this.#failures.add([pair, clientKey(client)], t);
    return {
      succeeded: async () => {
        await this.#failures.clear(pair);
        await this.#failures.takeBack(clientKey(client), t);
      },
    };
  }

  /** A delay that doubles with each failure past the free ones, counted from the latest. */
  #pairWaitMs(recent: number[], t: number): number {
    const over = recent.length - FREE_PER_USERNAME;
    if (over < 0) return 0;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** over, WINDOW_MS);
    return Math.max(0, recent[recent.length - 1] + delay - t);
  }

  /** How long until fewer than the maximum failures from this client remain in the window. */
  #ipWaitMs(recent: number[], t: number): number {
    if (recent.length < MAX_PER_IP) return 0;
    return recent[recent.length - MAX_PER_IP] + WINDOW_MS - t;
  }
}
