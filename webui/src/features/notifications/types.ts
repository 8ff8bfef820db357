/** A notification of the signed-in user (api/notifications.py NotificationOut). */
export interface Notification {
  id: string;
  type: string;
  /** The server's English text. */
  information: string;
  /** What the text is made of, by type: `issue-opened` {issueType, place, source}, `issue-resolved`
   * {issueType, place, resolution}, `task-assigned` {title, issueType, place, staffName?},
   * `leave-requested` {leaveId, type, startDate, endDate, staffName}, `leave-decided` {leaveId, status,
   * type, startDate, endDate, staffName?} (no name: the reader's own), `low-stock` {inventoryId,
   * itemName, quantity, buildingName}, `dead-letters` {count, hour}; shown in the user's language. */
  fields?: Record<string, unknown> | null;
  issue?: string | null;
  task?: string | null;
  /** The issue's type and place, when the server sends them (newer API versions). */
  issueType?: string | null;
  facilityName?: string | null;
  buildingName?: string | null;
  read: boolean;
  readAt?: string | null;
  createdAt: string;
}

export type ReadStatus = 'unread' | 'read';
