import { apiClient } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';

/** GET /api/profile/alerts: the kinds also e-mailed, every kind to choose from, and whether the console mails at all. */
export interface AlertChoices {
  email: string[];
  kinds: string[];
  mailing: boolean;
}

export const { get: getAlerts, options: getAlertsQueryOptions, use: useAlerts } = defineStaticQuery(['profile', 'alerts'], (signal) =>
  apiClient.get<AlertChoices>('/profile/alerts', undefined, { signal }),
);
