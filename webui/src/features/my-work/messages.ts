import { defineMessages } from 'react-intl';

export const myWorkMessages = defineMessages({
  title: { id: 'myWork.title', defaultMessage: 'My work' },
  description: { id: 'myWork.description', defaultMessage: 'Your tasks and the open issues at your facilities.' },
  tasks: { id: 'myWork.tasks', defaultMessage: 'My tasks' },
  noTasks: { id: 'myWork.noTasks', defaultMessage: 'No tasks for you. Well done!' },
  issues: { id: 'myWork.issues', defaultMessage: 'Open issues' },
  noIssues: { id: 'myWork.noIssues', defaultMessage: 'No open issues at your facilities.' },
  allIssues: { id: 'myWork.allIssues', defaultMessage: 'All issues' },
  reportIssue: { id: 'myWork.reportIssue', defaultMessage: 'Report an issue' },
  applyLeave: { id: 'myWork.applyLeave', defaultMessage: 'Apply for leave' },
});
