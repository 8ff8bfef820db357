import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { Gateway } from '../types';

/** GET /api/ingest/gateways: managers only. */
export async function getGateways(signal?: AbortSignal): Promise<Gateway[]> {
  return toList<Gateway>(await apiClient.get('/ingest/gateways', undefined, { signal }));
}
