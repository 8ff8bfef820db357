import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  languageTitle: { id: 'settings.languageTitle', defaultMessage: 'Language' },
  languageDescription: { id: 'settings.languageDescription', defaultMessage: 'The language of the console. It is remembered on this device.' },
  timezoneTitle: { id: 'settings.timezoneTitle', defaultMessage: 'Timezone' },
  timezoneDescription: { id: 'settings.timezoneDescription', defaultMessage: 'Dates and times are shown in this timezone. It is remembered on this device.' },
  timezoneLabel: { id: 'settings.timezoneLabel', defaultMessage: 'Timezone' },
  timezoneExample: { id: 'settings.timezoneExample', defaultMessage: 'Now: {time}' },
  timezoneNamed: { id: 'settings.timezoneNamed', defaultMessage: 'Time zones (daylight saving followed)' },
  timezoneOffsets: { id: 'settings.timezoneOffsets', defaultMessage: 'Fixed UTC offsets' },
  timezoneThisDevice: { id: 'settings.timezoneThisDevice', defaultMessage: '{zone} (this device)' },
});
