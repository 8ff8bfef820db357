import { defineMessages } from 'react-intl';

export const historyMessages = defineMessages({
  title: { id: 'history.title', defaultMessage: 'History' },
  empty: { id: 'history.empty', defaultMessage: 'No events recorded.' },
  by: { id: 'history.by', defaultMessage: 'by {actor}' },
  system: { id: 'history.system', defaultMessage: 'the system' },
  created: { id: 'history.created', defaultMessage: 'Created' },
  updated: { id: 'history.updated', defaultMessage: 'Changed' },
  deleted: { id: 'history.deleted', defaultMessage: 'Deleted' },
  requested: { id: 'history.requested', defaultMessage: 'Requested' },
  approved: { id: 'history.approved', defaultMessage: 'Approved' },
  rejected: { id: 'history.rejected', defaultMessage: 'Rejected' },
  withdrawn: { id: 'history.withdrawn', defaultMessage: 'Withdrawn' },
  decided: { id: 'history.decided', defaultMessage: 'Decided' },
  started: { id: 'history.started', defaultMessage: 'Started' },
  completed: { id: 'history.completed', defaultMessage: 'Completed' },
  stockMoved: { id: 'history.stockMoved', defaultMessage: 'Stock changed' },
});
