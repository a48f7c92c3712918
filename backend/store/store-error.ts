/** A problem opening the store that the operator must fix; the message says what and where. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** The store is held by another live process. */
export class StoreLockedError extends StoreError {
  override name = 'StoreLockedError';

  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
  }
}

/** Node's codes for a database that cannot be reached, or a disk that cannot be written now. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  // PostgreSQL: shutting down, starting up, or the connection failed (SQLSTATE classes 57P, 08).
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** pg's own words for a connection lost or never made (its errors carry no code for these). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error/i;

/**
 * Whether an error means the store cannot be used for a moment (the database restarting, the
 * disk full or read-only), not that the request is wrong: answered 503 with a Retry-After.
 */
export function isStoreUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | undefined;
  if (typeof e?.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  return typeof e?.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message);
}
