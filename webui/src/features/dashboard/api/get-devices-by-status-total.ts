import { apiClient } from '@/lib/api-client';
import { toPage } from '@/lib/types';
import type { ConnectionStatus } from '../types';

/** How many devices have a connection status: GET /api/devices?filter=status:"ONLINE"&pageSize=1 → total. */
export async function getDevicesByStatusTotal(status: ConnectionStatus, signal?: AbortSignal): Promise<number> {
  return toPage(await apiClient.get('/devices', { page: 1, pageSize: 1, filter: [`status:"${status}"`] }, { signal })).total;
}
