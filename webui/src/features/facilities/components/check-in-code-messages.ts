import { defineMessages } from 'react-intl';

export const checkInCodeMessages = defineMessages({
  title: { id: 'facilities.checkInCode.title', defaultMessage: 'Check-in code' },
  description: {
    id: 'facilities.checkInCode.description',
    defaultMessage: 'Print this code and put it on the door. Supervisors, cleaners and workers scan it when they arrive, so each visit is on record.',
  },
  caption: { id: 'facilities.checkInCode.caption', defaultMessage: 'Staff: scan to check in' },
  qrImage: { id: 'facilities.checkInCode.qrImage', defaultMessage: 'Check-in QR code for {url}' },
  code: { id: 'facilities.checkInCode.code', defaultMessage: 'Code {code}' },
  print: { id: 'facilities.checkInCode.print', defaultMessage: 'Print' },
  renew: { id: 'facilities.checkInCode.renew', defaultMessage: 'Renew code' },
  renewTitle: { id: 'facilities.checkInCode.renewTitle', defaultMessage: 'Renew the check-in code?' },
  renewBody: {
    id: 'facilities.checkInCode.renewBody',
    defaultMessage: 'The code on the door stops working at once: check-ins with it are refused. Print the new code and put it up in place of the old one.',
  },
  renewed: { id: 'facilities.checkInCode.renewed', defaultMessage: 'A new code is ready. Print it and replace the one on the door.' },
});
