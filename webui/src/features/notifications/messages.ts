import { defineMessages } from 'react-intl';

export const notificationMessages = defineMessages({
  tableTitle: { id: 'notifications.tableTitle', defaultMessage: 'Notifications' },
  tableDescription: { id: 'notifications.tableDescription', defaultMessage: 'Your notifications, unread first.' },
  type: { id: 'notifications.type', defaultMessage: 'Type' },
  information: { id: 'notifications.information', defaultMessage: 'Information' },
  dateTime: { id: 'notifications.dateTime', defaultMessage: 'Date and time' },
  status: { id: 'notifications.status', defaultMessage: 'Status' },
  unread: { id: 'notifications.unread', defaultMessage: 'Unread' },
  read: { id: 'notifications.read', defaultMessage: 'Read' },
  all: { id: 'notifications.all', defaultMessage: 'All, unread first' },
  show: { id: 'notifications.show', defaultMessage: 'Show' },
  open: { id: 'notifications.open', defaultMessage: 'Open' },
  openIssue: { id: 'notifications.openIssue', defaultMessage: 'Open the issue' },
  openTask: { id: 'notifications.openTask', defaultMessage: 'Open the task' },
  markRead: { id: 'notifications.markRead', defaultMessage: 'Mark as read ({count})' },
  confirmMarkReadTitle: {
    id: 'notifications.confirmMarkReadTitle',
    defaultMessage: '{count, plural, one {Mark # notification as read?} other {Mark # notifications as read?}}',
  },
  confirmMarkReadBody: {
    id: 'notifications.confirmMarkReadBody',
    defaultMessage: 'Marking as read cannot be undone.',
  },
  confirmMarkRead: { id: 'notifications.confirmMarkRead', defaultMessage: 'Mark as read' },
  markedRead: {
    id: 'notifications.markedRead',
    defaultMessage: '{count, plural, one {# notification marked as read} other {# notifications marked as read}}',
  },
  markReadFailed: { id: 'notifications.markReadFailed', defaultMessage: 'The notifications could not be marked as read' },
  bell: { id: 'notifications.bell', defaultMessage: 'Notifications' },
  bellUnread: {
    id: 'notifications.bellUnread',
    defaultMessage: '{count, plural, one {Notifications, # unread} other {Notifications, # unread}}',
  },
  typeIssueOpened: { id: 'notifications.typeIssueOpened', defaultMessage: 'Issue opened' },
  typeIssueResolved: { id: 'notifications.typeIssueResolved', defaultMessage: 'Issue resolved' },
  typeTaskAssigned: { id: 'notifications.typeTaskAssigned', defaultMessage: 'Task assigned' },
});
