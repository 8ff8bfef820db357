/** The Background Sync tag the service worker sends the outbox on. */
export const SYNC_TAG = 'outbox';

/** Where the page and the service worker tell each other the outbox changed. */
export const OUTBOX_CHANNEL = 'hygiene-outbox';
