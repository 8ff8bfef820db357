import type { ApiSchema } from '@/api/schemas';

/** A notification of the signed-in user (api/notifications.py NotificationOut). */
export type Notification = ApiSchema<'NotificationOut'>;

export type ReadStatus = 'unread' | 'read';
