import { defineMessages } from 'react-intl';

/** The layout's note while the server cannot be reached (kept apart: every page loads it). */
export const offlineMessages = defineMessages({
  offlineSince: { id: 'outbox.offlineSince', defaultMessage: 'Offline — showing what was fetched at {time}' },
});
