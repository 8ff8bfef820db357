import { recordQuery } from '@/lib/query';
import type { Webhook } from '../types';

/** GET /api/webhooks/{id}: another company's answers 404. */
export const { get: getWebhook, options: getWebhookQueryOptions, use: useWebhook } = recordQuery<Webhook>('webhooks');
