import { defineMessages } from 'react-intl';

export const outboxMessages = defineMessages({
  waiting: { id: 'outbox.waiting', defaultMessage: 'Waiting to send: {count}' },
  panelTitle: { id: 'outbox.panelTitle', defaultMessage: 'Waiting to send' },
  panelHint: {
    id: 'outbox.panelHint',
    defaultMessage: 'Kept on this phone and sent in this order once the network is back.',
  },
  nothingWaiting: { id: 'outbox.nothingWaiting', defaultMessage: 'Everything has been sent.' },
  queuedAt: { id: 'outbox.queuedAt', defaultMessage: 'Made at {time}' },
  sendNow: { id: 'outbox.sendNow', defaultMessage: 'Try sending now' },
  conflictTitle: { id: 'outbox.conflictTitle', defaultMessage: 'Already resolved: {label}' },
  conflictBy: { id: 'outbox.conflictBy', defaultMessage: 'Resolved by {name} at {time}, before yours arrived.' },
  conflictUnknown: { id: 'outbox.conflictUnknown', defaultMessage: 'Someone resolved it before yours arrived.' },
  rejectedTitle: { id: 'outbox.rejectedTitle', defaultMessage: 'Not accepted: {label}' },
  dismiss: { id: 'outbox.dismiss', defaultMessage: 'Dismiss' },
  queuedToast: { id: 'outbox.queuedToast', defaultMessage: 'Saved on this phone: it will be sent when the network is back' },
  resolveLabel: { id: 'outbox.resolveLabel', defaultMessage: 'Resolve: {name}' },
  resolveAnyLabel: { id: 'outbox.resolveAnyLabel', defaultMessage: 'Resolve an issue' },
  markResolved: { id: 'outbox.markResolved', defaultMessage: 'Mark as resolved' },
  // The name a screen reader says begins with the words on the button.
  markResolvedOf: { id: 'outbox.markResolvedOf', defaultMessage: 'Mark as resolved: {name}' },
  resolvedToast: { id: 'outbox.resolvedToast', defaultMessage: 'Issue resolved' },
  alreadyResolved: { id: 'outbox.alreadyResolved', defaultMessage: 'Someone has already resolved this issue. The list is up to date now.' },
  resolveFailed: { id: 'outbox.resolveFailed', defaultMessage: 'The issue could not be resolved' },
  waitingToSend: { id: 'outbox.waitingToSend', defaultMessage: 'Waiting to send' },
});
