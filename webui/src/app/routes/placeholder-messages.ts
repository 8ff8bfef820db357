import { defineMessages } from 'react-intl';

/** Titles of the screens that are not built yet. */
export const placeholderMessages = defineMessages({
  feedbackTable: { id: 'placeholder.feedbackTable', defaultMessage: 'Feedback' },
  usageTable: { id: 'placeholder.usageTable', defaultMessage: 'Usage' },
  reports: { id: 'placeholder.reports', defaultMessage: 'Reports' },
  facilityReports: { id: 'placeholder.facilityReports', defaultMessage: 'Facility reports' },
});
