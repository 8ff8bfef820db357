import { defineMessages } from 'react-intl';

export const historyMessages = defineMessages({
  title: { id: 'history.title', defaultMessage: 'History' },
  empty: { id: 'history.empty', defaultMessage: 'No events recorded.' },
  showRaw: { id: 'history.showRaw', defaultMessage: 'Recorded event' },
  rawTitle: { id: 'history.rawTitle', defaultMessage: 'The event as recorded' },
  rawType: { id: 'history.rawType', defaultMessage: 'Event' },
  rawVersion: { id: 'history.rawVersion', defaultMessage: 'Version' },
  rawTime: { id: 'history.rawTime', defaultMessage: 'Time (UTC)' },
  rawActor: { id: 'history.rawActor', defaultMessage: 'Actor' },
  rawChanges: { id: 'history.rawChanges', defaultMessage: 'Changes' },
  rawNoChanges: { id: 'history.rawNoChanges', defaultMessage: 'none' },
});
