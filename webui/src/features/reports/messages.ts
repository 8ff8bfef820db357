import { defineMessages } from 'react-intl';
import { columnMessages } from '@/components/column-messages';

export const reportsMessages = {
  building: columnMessages.building,
  ...defineMessages({
    title: { id: 'reports.title', defaultMessage: 'Reports' },
    description: { id: 'reports.description', defaultMessage: 'Each building’s issues, response times, feedback and usage for a period.' },
    allBuildings: { id: 'reports.allBuildings', defaultMessage: 'All buildings' },
    export: { id: 'reports.export', defaultMessage: 'Export CSV' },
    exported: { id: 'reports.exported', defaultMessage: 'Saved {file}' },
    exportFailed: { id: 'reports.exportFailed', defaultMessage: 'The export failed' },
    landlord: { id: 'reports.landlord', defaultMessage: 'Landlord: {name}' },
    noBuildings: { id: 'reports.noBuildings', defaultMessage: 'No building to report on.' },
    choosePeriod: { id: 'reports.choosePeriod', defaultMessage: 'Choose the period’s dates to see the report.' },
    printedPeriod: { id: 'reports.printedPeriod', defaultMessage: 'Report for {from} – {to}' },
  }),
};
