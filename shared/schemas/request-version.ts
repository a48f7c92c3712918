/**
 * The version of the request bodies the forms send (contact, booking, reschedule). The outbox
 * stores it on each queued request: bump it when a schema change makes the API refuse a body an
 * earlier version of the app could have queued, so the list can say where the request came from.
 */
export const REQUEST_SCHEMA_VERSION = 1;
