import { defineMessages } from 'react-intl';

export const taskStatusMessages = defineMessages({
  OPEN: { id: 'taskStatus.open', defaultMessage: 'To do' },
  IN_PROGRESS: { id: 'taskStatus.inProgress', defaultMessage: 'In progress' },
  DONE: { id: 'taskStatus.done', defaultMessage: 'Done' },
  start: { id: 'taskStatus.start', defaultMessage: 'Start' },
  complete: { id: 'taskStatus.complete', defaultMessage: 'Complete' },
  startOf: { id: 'taskStatus.startOf', defaultMessage: 'Start {title}' },
  completeOf: { id: 'taskStatus.completeOf', defaultMessage: 'Complete {title}' },
  completeTitle: { id: 'taskStatus.completeTitle', defaultMessage: 'Complete {title}' },
  remarks: { id: 'taskStatus.remarks', defaultMessage: 'Remarks (what was done)' },
  started: { id: 'taskStatus.started', defaultMessage: 'Task started' },
  completed: { id: 'taskStatus.completed', defaultMessage: 'Task completed' },
  failed: { id: 'taskStatus.failed', defaultMessage: 'The task could not be changed' },
});
