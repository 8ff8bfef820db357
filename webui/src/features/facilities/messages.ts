import { defineMessages } from 'react-intl';
import { columnMessages } from '@/components/column-messages';

export const facilityMessages = {
  code: columnMessages.code,
  type: columnMessages.type,
  building: columnMessages.building,
  floor: columnMessages.floor,
  ...defineMessages({
    tableTitle: { id: 'facilities.tableTitle', defaultMessage: 'Facilities' },
    tableDescription: { id: 'facilities.tableDescription', defaultMessage: 'Washrooms and toilets. Add new ones on a building’s floors.' },
    name: { id: 'facilities.name', defaultMessage: 'Name' },
    reports: { id: 'facilities.reports', defaultMessage: 'Reports' },
    male: { id: 'facilities.male', defaultMessage: 'Male' },
    female: { id: 'facilities.female', defaultMessage: 'Female' },
    accessible: { id: 'facilities.accessible', defaultMessage: 'Accessible' },
  }),
};
