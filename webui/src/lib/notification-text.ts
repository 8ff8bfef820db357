import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { issueTypeMessages } from '@/config/catalogues';

const notificationTextMessages = defineMessages({
  issueDetectedAt: { id: 'notificationText.issueDetectedAt', defaultMessage: '{issueType} detected at {place}' },
  issueDetectedBySensor: { id: 'notificationText.issueDetectedBySensor', defaultMessage: '{issueType} detected by a sensor' },
  issueReportedAt: { id: 'notificationText.issueReportedAt', defaultMessage: '{issueType} reported at {place}' },
  issueReported: { id: 'notificationText.issueReported', defaultMessage: '{issueType} reported' },
  issueResolvedAt: { id: 'notificationText.issueResolvedAt', defaultMessage: '{issueType} at {place} resolved' },
  issueResolved: { id: 'notificationText.issueResolved', defaultMessage: '{issueType} resolved' },
  taskAssignedAt: { id: 'notificationText.taskAssignedAt', defaultMessage: 'Task assigned: {title} ({issueType}, {place})' },
  taskAssigned: { id: 'notificationText.taskAssigned', defaultMessage: 'Task assigned: {title} ({issueType})' },
});

/** A notification as the list, the bell or an issue's history has it. */
export interface NotificationLike {
  type?: string | null;
  /** The server's English text: shown when the type or its fields are not known here. */
  information?: string | null;
  /** The values the text is made of (`issueType` id, `place`, `source`, `title`). */
  fields?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A notification's text in the user's language, made from its type and `fields`
 * (issue types by their localised titles); `information` when the type, a field or the
 * issue type is unknown to this client.
 */
export function notificationText(intl: IntlShape, notification: NotificationLike): string {
  const information = notification.information ?? '';
  const fields = notification.fields !== null && typeof notification.fields === 'object' ? (notification.fields as Record<string, unknown>) : {};
  const issueTypeId = text(fields.issueType);
  if (!issueTypeId || !Object.hasOwn(issueTypeMessages, issueTypeId)) return information;
  const issueType = intl.formatMessage(issueTypeMessages[issueTypeId as keyof typeof issueTypeMessages]);
  const place = text(fields.place);
  if (place === null) return information;
  const m = notificationTextMessages;
  switch (notification.type) {
    case 'issue-opened': {
      if (fields.source === 'rule') {
        return place ? intl.formatMessage(m.issueDetectedAt, { issueType, place }) : intl.formatMessage(m.issueDetectedBySensor, { issueType });
      }
      if (fields.source === 'manual') {
        return place ? intl.formatMessage(m.issueReportedAt, { issueType, place }) : intl.formatMessage(m.issueReported, { issueType });
      }
      return information;
    }
    case 'issue-resolved':
      return place ? intl.formatMessage(m.issueResolvedAt, { issueType, place }) : intl.formatMessage(m.issueResolved, { issueType });
    case 'task-assigned': {
      const title = text(fields.title);
      if (title === null) return information;
      return place
        ? intl.formatMessage(m.taskAssignedAt, { title, issueType, place })
        : intl.formatMessage(m.taskAssigned, { title, issueType });
    }
    default:
      return information;
  }
}

/** `notificationText` in the current language. */
export function useNotificationText(): (notification: NotificationLike) => string {
  const intl = useIntl();
  return (notification) => notificationText(intl, notification);
}
