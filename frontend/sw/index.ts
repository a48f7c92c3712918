/**
 * What the project adds to the generated service worker (loaded there with importScripts):
 * Background Sync for the lead outbox, and the admin shell kept for offline visits.
 */
import './outbox-sync';
import './admin-shell';
