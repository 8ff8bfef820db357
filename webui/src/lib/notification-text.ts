import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { issueTypeMessages } from '@/config/catalogues';

const notificationTextMessages = defineMessages({
  issueDetectedAt: { id: 'notificationText.issueDetectedAt', defaultMessage: '{issueType} detected at {place}' },
  issueDetectedBySensor: { id: 'notificationText.issueDetectedBySensor', defaultMessage: '{issueType} detected by a sensor' },
  issueReportedAt: { id: 'notificationText.issueReportedAt', defaultMessage: '{issueType} reported at {place}' },
  issueReported: { id: 'notificationText.issueReported', defaultMessage: '{issueType} reported' },
  issueResolvedAt: { id: 'notificationText.issueResolvedAt', defaultMessage: '{issueType} at {place} resolved' },
  issueResolved: { id: 'notificationText.issueResolved', defaultMessage: '{issueType} resolved' },
  issueEscalatedAt: { id: 'notificationText.issueEscalatedAt', defaultMessage: '{issueType} at {place} still open: escalated to step {level}' },
  issueEscalated: { id: 'notificationText.issueEscalated', defaultMessage: '{issueType} still open: escalated to step {level}' },
  taskAssignedAt: { id: 'notificationText.taskAssignedAt', defaultMessage: 'Task assigned: {title} ({issueType}, {place})' },
  taskAssigned: { id: 'notificationText.taskAssigned', defaultMessage: 'Task assigned: {title} ({issueType})' },
  passwordResetRequested: { id: 'notificationText.passwordResetRequested', defaultMessage: '{name} ({loginName}) asked for a new password' },
  taskAssignedToAt: { id: 'notificationText.taskAssignedToAt', defaultMessage: 'Task assigned to {staffName}: {title} ({issueType}, {place})' },
  taskAssignedTo: { id: 'notificationText.taskAssignedTo', defaultMessage: 'Task assigned to {staffName}: {title} ({issueType})' },
  leaveRequested: { id: 'notificationText.leaveRequested', defaultMessage: '{staffName} asks for {leaveType} ({dates})' },
  ownLeaveApproved: { id: 'notificationText.ownLeaveApproved', defaultMessage: 'Your {leaveType} ({dates}) was approved' },
  ownLeaveRejected: { id: 'notificationText.ownLeaveRejected', defaultMessage: 'Your {leaveType} ({dates}) was rejected' },
  leaveApproved: { id: 'notificationText.leaveApproved', defaultMessage: '{staffName}’s {leaveType} ({dates}) was approved' },
  leaveRejected: { id: 'notificationText.leaveRejected', defaultMessage: '{staffName}’s {leaveType} ({dates}) was rejected' },
  leaveDates: { id: 'notificationText.leaveDates', defaultMessage: '{start} to {end}' },
  lowStockAt: { id: 'notificationText.lowStockAt', defaultMessage: '{itemName} is running low at {buildingName}: {quantity} left' },
  lowStock: { id: 'notificationText.lowStock', defaultMessage: '{itemName} is running low: {quantity} left' },
  deadLetters: { id: 'notificationText.deadLetters', defaultMessage: '{count, plural, one {# sensor message was rejected within an hour} other {# sensor messages were rejected within an hour}}' },
});

/** Leave types as a sentence names them ("asks for annual leave"). */
const leaveTypeMessages = defineMessages({
  MC: { id: 'notificationText.leaveType.mc', defaultMessage: 'medical leave' },
  ANNUAL: { id: 'notificationText.leaveType.annual', defaultMessage: 'annual leave' },
  OFF_IN_LIEU: { id: 'notificationText.leaveType.offInLieu', defaultMessage: 'off in lieu' },
  HALF_DAY_AM: { id: 'notificationText.leaveType.halfDayAm', defaultMessage: 'half day (AM)' },
  HALF_DAY_PM: { id: 'notificationText.leaveType.halfDayPm', defaultMessage: 'half day (PM)' },
  NO_PAY: { id: 'notificationText.leaveType.noPay', defaultMessage: 'no-pay leave' },
});

/** A notification as the list, the bell or an issue's history has it. */
export interface NotificationLike {
  type?: string | null;
  /** The server's English text: shown when the type or its fields are not known here. */
  information?: string | null;
  /** The values the text is made of (`issueType` id, `place`, `source`, `title`, `staffName`, …). */
  fields?: unknown;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const known = <T extends object>(catalogue: T, id: string | null): id is Extract<keyof T, string> =>
  id !== null && Object.hasOwn(catalogue, id);

/** A calendar date (`YYYY-MM-DD`) as the day it names, whatever the time zone. */
function day(intl: IntlShape, value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return intl.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
}

const m = notificationTextMessages;

function issueText(intl: IntlShape, type: string | null | undefined, fields: Fields): string | null {
  const issueTypeId = text(fields.issueType);
  if (!known(issueTypeMessages, issueTypeId)) return null;
  const issueType = intl.formatMessage(issueTypeMessages[issueTypeId]);
  const place = text(fields.place);
  if (place === null) return null;
  switch (type) {
    case 'issue-opened':
      if (fields.source === 'rule') {
        return place ? intl.formatMessage(m.issueDetectedAt, { issueType, place }) : intl.formatMessage(m.issueDetectedBySensor, { issueType });
      }
      if (fields.source === 'manual') {
        return place ? intl.formatMessage(m.issueReportedAt, { issueType, place }) : intl.formatMessage(m.issueReported, { issueType });
      }
      return null;
    case 'issue-resolved':
      return place ? intl.formatMessage(m.issueResolvedAt, { issueType, place }) : intl.formatMessage(m.issueResolved, { issueType });
    case 'issue-escalated': {
      const level = Number(text(fields.level) ?? Number.NaN);
      if (!Number.isInteger(level)) return null;
      return intl.formatMessage(place ? m.issueEscalatedAt : m.issueEscalated, { issueType, place, level });
    }
    case 'task-assigned': {
      const title = text(fields.title);
      if (title === null) return null;
      // Whom it is for, when told to someone else (the assignee's supervisor).
      const staffName = text(fields.staffName);
      if (staffName) {
        return intl.formatMessage(place ? m.taskAssignedToAt : m.taskAssignedTo, { staffName, title, issueType, place });
      }
      return intl.formatMessage(place ? m.taskAssignedAt : m.taskAssigned, { title, issueType, place });
    }
    default:
      return null;
  }
}

const DECIDED: Record<string, { own: MessageDescriptor; theirs: MessageDescriptor }> = {
  APPROVED: { own: m.ownLeaveApproved, theirs: m.leaveApproved },
  REJECTED: { own: m.ownLeaveRejected, theirs: m.leaveRejected },
};

function leaveText(intl: IntlShape, type: string, fields: Fields): string | null {
  const leaveTypeId = text(fields.type);
  const start = day(intl, text(fields.startDate) ?? '');
  const end = day(intl, text(fields.endDate) ?? '');
  if (!known(leaveTypeMessages, leaveTypeId) || start === null || end === null) return null;
  const leaveType = intl.formatMessage(leaveTypeMessages[leaveTypeId]);
  const dates = start === end ? start : intl.formatMessage(m.leaveDates, { start, end });
  const staffName = text(fields.staffName);
  if (type === 'leave-requested') return staffName ? intl.formatMessage(m.leaveRequested, { staffName, leaveType, dates }) : null;
  const decided = DECIDED[text(fields.status) ?? ''];
  if (!decided) return null;
  // The applicant's own has no name: "Your annual leave …"; their supervisor's names them.
  return staffName ? intl.formatMessage(decided.theirs, { staffName, leaveType, dates }) : intl.formatMessage(decided.own, { leaveType, dates });
}

function lowStockText(intl: IntlShape, fields: Fields): string | null {
  const itemName = text(fields.itemName);
  const quantity = Number(text(fields.quantity) ?? Number.NaN);
  if (!itemName || !Number.isFinite(quantity)) return null;
  const buildingName = text(fields.buildingName);
  const values = { itemName, buildingName, quantity: intl.formatNumber(quantity) };
  return intl.formatMessage(buildingName ? m.lowStockAt : m.lowStock, values);
}

function deadLettersText(intl: IntlShape, fields: Fields): string | null {
  const count = Number(text(fields.count) ?? Number.NaN);
  return Number.isFinite(count) ? intl.formatMessage(m.deadLetters, { count }) : null;
}

/** Someone asked for a new password (`name`, `loginName`): told to those who may issue the link. */
function passwordResetText(intl: IntlShape, fields: Fields): string | null {
  const name = text(fields.name);
  const loginName = text(fields.loginName);
  return name && loginName ? intl.formatMessage(m.passwordResetRequested, { name, loginName }) : null;
}

/**
 * A notification's text in the user's language, made from its type and `fields`
 * (issue and leave types by their localised names); `information` when the type, a field
 * or the issue type is unknown to this client.
 */
export function notificationText(intl: IntlShape, notification: NotificationLike): string {
  const information = notification.information ?? '';
  const fields = notification.fields !== null && typeof notification.fields === 'object' ? (notification.fields as Fields) : {};
  const type = notification.type;
  let said: string | null;
  switch (type) {
    case 'leave-requested':
    case 'leave-decided':
      said = leaveText(intl, type, fields);
      break;
    case 'low-stock':
      said = lowStockText(intl, fields);
      break;
    case 'dead-letters':
      said = deadLettersText(intl, fields);
      break;
    case 'password-reset-requested':
      said = passwordResetText(intl, fields);
      break;
    default:
      said = issueText(intl, type, fields);
  }
  return said ?? information;
}

/** `notificationText` in the current language. */
export function useNotificationText(): (notification: NotificationLike) => string {
  const intl = useIntl();
  return (notification) => notificationText(intl, notification);
}
