/**
 * Sends pending messages in the background, one at a time, never on a request's path: each
 * waits for a moment between requests (at most a second under sustained load). A start
 * attempts every pending message at once (the configuration may just have been fixed), except
 * a scheduled one (a reminder) before its sendAt; after that each waits for its nextAttemptAt.
 * A message the server accepted is marked sent before anything else happens: a crash at that
 * instant may send it twice, never lose it.
 */
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { DeliveriesRepository } from '../store/repository';
import type { MailOutcome } from './mail-transport';
import { oneLine } from './message-text';
import { DeliveryFailure, nextAttemptAt, type RetryPolicy } from './retry-policy';
import { errorSummary } from '../lib/error-summary';
import { log } from '../lib/log';

/** The longest the worker sleeps between looks at the queue. */
const MAX_SLEEP_MS = 60_000;
/** Messages read from the store at a time. */
const BATCH = 50;
/** How soon the worker looks again after the store failed (a database restarting). */
const STORE_RETRY_MS = 5_000;
/** How long a taken message waits for its sender before another server may try it. */
const CLAIM_LEASE_MS = 5 * 60_000;

export interface DeliveryWorkerOptions {
  deliveries: DeliveriesRepository;
  /** Send one message; throws a DeliveryFailure. */
  send(message: DeliveryRecord): Promise<MailOutcome>;
  policy: RetryPolicy;
  now: () => Date;
  /** Waits for a moment without requests (bounded), so sending never slows a visitor down. */
  quiet?: () => Promise<void>;
}

export class DeliveryWorker {
  readonly #options: DeliveryWorkerOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  /**
   * Outcomes of attempts the store could not record (a database restarting): written first when
   * it answers again, rather than sending those messages a second time when their claim expires.
   */
  readonly #unrecorded = new Map<string, Partial<DeliveryRecord>>();

  constructor(options: DeliveryWorkerOptions) {
    this.#options = options;
  }

  start(): void {
    this.#stopped = false;
    this.#runSoon(true);
  }

  /** New or retried messages are due: look at the queue now. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) this.#again = true;
    else this.#runSoon(false);
  }

  /** Finish the attempt in progress, then send nothing more. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  /** Resolves once the queue holds nothing due (tests wait on it). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  #runSoon(everything: boolean): void {
    clearTimeout(this.#timer);
    this.#running ??= this.#run(everything)
      .catch((err: unknown) => this.#storeFailed(err))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) this.kick();
      });
  }

  /** The queue could not be read: pause, and look again shortly (the store may be restarting). */
  #storeFailed(err: unknown): void {
    log.warn('Delivery: the queue cannot be read; trying again shortly', errorSummary(err));
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.kick(), STORE_RETRY_MS);
    this.#timer.unref();
  }

  async #record(id: string, change: Partial<DeliveryRecord>): Promise<void> {
    this.#unrecorded.set(id, change);
    await this.#options.deliveries.update(id, change);
    this.#unrecorded.delete(id);
  }

  async #run(everything: boolean): Promise<void> {
    const { deliveries, now } = this.#options;
    for (const [id, change] of [...this.#unrecorded]) await this.#record(id, change);
    for (;;) {
      this.#again = false;
      const until = everything ? new Date(8.64e15) : now();
      everything = false;
      const due = await deliveries.due(until, BATCH);
      if (due.length === 0) break;
      let taken = 0;
      for (const message of due) {
        // A start retries what failed at once, but a scheduled message (a reminder) keeps its time.
        if (message.attempts === 0 && Date.parse(message.sendAt ?? '') > now().getTime()) continue;
        await this.#options.quiet?.();
        if (this.#stopped) return;
        // With PostgreSQL several servers read the same queue: only the one that takes it sends.
        const lease = new Date(now().getTime() + CLAIM_LEASE_MS);
        if (!(await deliveries.claim(message, lease).catch(logStoreError))) continue;
        taken++;
        await this.#attempt(message).catch(logStoreError);
      }
      // Every one was taken elsewhere (or the store failed): wait for the next due time.
      if (taken === 0) break;
    }
    if (this.#stopped) return;
    const next = (await deliveries.nextDueAt())?.getTime() ?? Infinity;
    const wait = Math.min(Math.max(next - now().getTime(), 0), MAX_SLEEP_MS);
    this.#timer = setTimeout(() => this.kick(), wait);
    this.#timer.unref();
  }

  async #attempt(message: DeliveryRecord): Promise<void> {
    const { send, policy, now } = this.#options;
    const attempts = message.attempts + 1;
    let outcome: MailOutcome;
    try {
      outcome = await send(message);
    } catch (err) {
      const failure = err instanceof DeliveryFailure ? err : new DeliveryFailure(String(err), false);
      const at = now();
      const next = failure.permanent
        ? undefined
        : nextAttemptAt(policy, attempts, new Date(message.sendAt ?? message.createdAt), at);
      const reason = oneLine(failure.message, 500);
      log.warn(`Delivery ${message.id} (${message.channel}) attempt ${attempts} failed: ${reason}`);
      await this.#record(message.id, {
        attempts,
        state: next ? 'retrying' : 'failed',
        lastError: next || failure.permanent ? reason : `Gave up after ${attempts} attempts: ${reason}`,
        ...(next ? { nextAttemptAt: next.toISOString() } : {}),
        updatedAt: at.toISOString(),
      });
      return;
    }
    const at = now().toISOString();
    await this.#record(message.id, {
      attempts,
      state: outcome.state,
      sentAt: at,
      updatedAt: at,
      ...(outcome.state === 'sent' ? { response: oneLine(outcome.response, 500) } : { file: outcome.file }),
    });
  }
}

function logStoreError(err: unknown): void {
  // The message stays pending and is tried again; the store's own error says what went wrong.
  log.error('Delivery: could not record an attempt', errorSummary(err)); // no lead text from a database error
}
