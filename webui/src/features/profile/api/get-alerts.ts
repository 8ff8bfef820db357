import { apiClient } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

/** GET /api/profile/alerts: the kinds also e-mailed, every kind to choose from, and whether the console mails at all. */
export type AlertChoices = ApiSchema<'AlertsOut'>;

export const { get: getAlerts, options: getAlertsQueryOptions, use: useAlerts } = defineStaticQuery(['profile', 'alerts'], (signal) =>
  apiClient.get<AlertChoices>('/profile/alerts', undefined, { signal }),
);
