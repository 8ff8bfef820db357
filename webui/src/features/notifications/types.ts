/** A notification of the signed-in user (api/notifications.py NotificationOut). */
export interface Notification {
  id: string;
  type: string;
  information: string;
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
