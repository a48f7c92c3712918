/**
 * When a failed message is tried again: about 1 min, 5 min, 30 min, 2 h, 6 h, then every 6 h,
 * each ±20 % so a crowd of messages that failed together does not retry together; after 48 h
 * it is given up. A refusal that a retry cannot change (SMTP 5xx, HTTP 4xx but 408/429) stops at once.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RetryPolicy {
  /** Delays after the 1st, 2nd ... failure; the last one repeats. */
  delaysMs: readonly number[];
  /** No attempt starts later than this after the message was created. */
  giveUpAfterMs: number;
  /** ± share of each delay chosen at random. */
  jitter: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  delaysMs: [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR],
  giveUpAfterMs: 48 * HOUR,
  jitter: 0.2,
};

/** The instant of the next attempt after `attempts` failures, or undefined: give up. */
export function nextAttemptAt(
  policy: RetryPolicy,
  attempts: number,
  createdAt: Date,
  now: Date,
  random: () => number = Math.random,
): Date | undefined {
  const base = policy.delaysMs[Math.min(attempts, policy.delaysMs.length) - 1] ?? policy.delaysMs[0];
  const delay = base * (1 + policy.jitter * (2 * random() - 1));
  const next = now.getTime() + delay;
  return next - createdAt.getTime() > policy.giveUpAfterMs ? undefined : new Date(next);
}

/** A failed attempt: its message, and whether trying again could help. */
export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** An SMTP or connection error as nodemailer throws it. */
export function smtpFailure(err: unknown): DeliveryFailure {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  if (typeof e.responseCode === 'number') {
    return new DeliveryFailure(e.response ?? `${e.responseCode}`, e.responseCode >= 500);
  }
  // No server answer: refused connection, timeout, DNS, TLS. The server may be back later.
  return new DeliveryFailure([e.code, e.message].filter(Boolean).join(': ') || 'Unknown error', false);
}

/** A webhook's HTTP answer that is not 2xx. */
export function httpFailure(status: number, statusText: string): DeliveryFailure {
  const permanent = status >= 300 && status < 500 && status !== 408 && status !== 429;
  return new DeliveryFailure(`HTTP ${status}${statusText ? ` ${statusText}` : ''}`, permanent);
}
