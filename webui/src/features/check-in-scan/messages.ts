import { defineMessages } from 'react-intl';

export const checkInScanMessages = defineMessages({
  title: { id: 'checkInScan.title', defaultMessage: 'Check in' },
  sending: { id: 'checkInScan.sending', defaultMessage: 'Checking in…' },
  checkedIn: { id: 'checkInScan.checkedIn', defaultMessage: 'Checked in at {facility} at {time}' },
  checkedInHere: { id: 'checkInScan.checkedInHere', defaultMessage: 'Checked in at {time}' },
  waiting: { id: 'checkInScan.waiting', defaultMessage: 'Check-in waiting to send' },
  waitingHint: {
    id: 'checkInScan.waitingHint',
    defaultMessage: 'Scanned at {time}. It is kept on this phone and sent with that time once the network is back.',
  },
  failed: { id: 'checkInScan.failed', defaultMessage: 'The check-in was not accepted' },
  label: { id: 'checkInScan.label', defaultMessage: 'Check-in at {time}' },
  toMyWork: { id: 'checkInScan.toMyWork', defaultMessage: 'Go to my work' },
});
