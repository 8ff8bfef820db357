import { getPage } from '@/lib/api-client';
import { defineQuery2, withId } from '@/lib/query';
import type { ListParams, Page } from '@/lib/types';
import type { DeliveryAttempt } from '../types';

/**
 * GET /api/webhooks/{id}/deliveries: every attempt, the latest first (`filter=outcome:"failed"`,
 * `kind`; `from`/`to` on the attempt's time), keyed under the webhook so its deletion drops them.
 */
export const {
  get: getDeliveries,
  options: getDeliveriesQueryOptions,
  use: useDeliveries,
} = defineQuery2(
  (webhookId: string, params: ListParams) => ['webhooks', 'detail', webhookId, 'deliveries', params],
  (webhookId, params, signal): Promise<Page<DeliveryAttempt>> =>
    getPage<DeliveryAttempt>(`/webhooks/${encodeURIComponent(webhookId)}/deliveries`, params, signal),
  (webhookId) => withId(webhookId),
);
