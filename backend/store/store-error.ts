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
