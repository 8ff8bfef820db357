import { defineMessages } from 'react-intl';

export const facilityMessages = defineMessages({
  tableTitle: { id: 'facilities.tableTitle', defaultMessage: 'Facilities' },
  tableDescription: {
    id: 'facilities.tableDescription',
    defaultMessage: 'Washrooms and toilets. Add new ones on a building’s floors.',
  },
  name: { id: 'facilities.name', defaultMessage: 'Name' },
  code: { id: 'facilities.code', defaultMessage: 'Code' },
  type: { id: 'facilities.type', defaultMessage: 'Type' },
  building: { id: 'facilities.building', defaultMessage: 'Building' },
  floor: { id: 'facilities.floor', defaultMessage: 'Floor' },
  reports: { id: 'facilities.reports', defaultMessage: 'Reports' },
  male: { id: 'facilities.male', defaultMessage: 'Male' },
  female: { id: 'facilities.female', defaultMessage: 'Female' },
  accessible: { id: 'facilities.accessible', defaultMessage: 'Accessible' },
});
