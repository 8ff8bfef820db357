import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { DeviceType } from '../types';

/** GET /api/devices/types → [{id, title}]. */
export async function getDeviceTypes(signal?: AbortSignal): Promise<DeviceType[]> {
  return toList<DeviceType>(await apiClient.get('/devices/types', undefined, { signal }));
}
