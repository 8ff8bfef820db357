import { pageQuery } from '@/lib/query';
import type { Webhook } from '../types';

/** GET /api/webhooks: the caller's reach (a manager its company's, the admin every one), paged, `search` on the address. */
export const { get: getWebhooks, options: getWebhooksQueryOptions, use: useWebhooks } = pageQuery<Webhook>('webhooks');
