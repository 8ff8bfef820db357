import { defineMessages } from 'react-intl';

export const facilitySettingsMessages = defineMessages({
  title: { id: 'facilities.settings.title', defaultMessage: 'Cleaning by visitors' },
  description: {
    id: 'facilities.settings.description',
    defaultMessage: 'A “Cleaning due” issue opens once the people counters have counted this many visitors since the last cleaning. Resolving it starts the count again.',
  },
  formLabel: { id: 'facilities.settings.formLabel', defaultMessage: 'Cleaning by visitors' },
  cleanAfterVisitors: { id: 'facilities.settings.cleanAfterVisitors', defaultMessage: 'Clean after (visitors)' },
  helper: { id: 'facilities.settings.helper', defaultMessage: 'Leave empty to turn it off.' },
  turnOff: { id: 'facilities.settings.turnOff', defaultMessage: 'Turn off' },
  off: { id: 'facilities.settings.off', defaultMessage: 'Off: visitors do not call for a cleaning here.' },
  since: {
    id: 'facilities.settings.since',
    defaultMessage: '{visitors, plural, one {# visitor} other {# visitors}} of {threshold} since the last cleaning',
  },
  due: { id: 'facilities.settings.due', defaultMessage: 'Cleaning due' },
});
