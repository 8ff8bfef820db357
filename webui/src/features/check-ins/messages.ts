import { defineMessages } from 'react-intl';
import { columnMessages } from '@/components/column-messages';

export const checkInMessages = {
  facility: columnMessages.facility,
  building: columnMessages.building,
  floor: columnMessages.floor,
  staffMember: columnMessages.staff,
  ...defineMessages({
    visitsTitle: { id: 'checkIns.visits.title', defaultMessage: 'Visits' },
    visitsDescription: {
      id: 'checkIns.visits.description',
      defaultMessage: 'How often staff checked in at each toilet’s door, day by day.',
    },
    visitsTable: { id: 'checkIns.visits.table', defaultMessage: 'Visits per toilet and day' },
    date: { id: 'checkIns.date', defaultMessage: 'Day' },
    visits: { id: 'checkIns.visits', defaultMessage: 'Visits' },
    staff: { id: 'checkIns.staff', defaultMessage: 'Staff' },
    visitsCount: { id: 'checkIns.visitsCount', defaultMessage: '{count, plural, one {# visit} other {# visits}}' },
    staffCount: { id: 'checkIns.staffCount', defaultMessage: '{count, plural, one {by # staff member} other {by # staff members}}' },
    listTitle: { id: 'checkIns.list.title', defaultMessage: 'Check-ins' },
    listTitleOf: { id: 'checkIns.list.titleOf', defaultMessage: 'Check-ins at {name}' },
    listDescription: { id: 'checkIns.list.description', defaultMessage: 'Who checked in at a toilet’s door, and when.' },
    listTable: { id: 'checkIns.list.table', defaultMessage: 'Check-ins' },
    time: { id: 'checkIns.time', defaultMessage: 'Time' },
    pickFacility: { id: 'checkIns.pickFacility', defaultMessage: 'Choose a toilet…' },
    noFacility: { id: 'checkIns.noFacility', defaultMessage: 'No toilet chosen' },
    chooseFacility: { id: 'checkIns.chooseFacility', defaultMessage: 'Choose a toilet to see its check-ins.' },
    backToVisits: { id: 'checkIns.backToVisits', defaultMessage: 'Back to visits' },
  }),
};
