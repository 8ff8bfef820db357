import { apiRequest } from '@/lib/api-client';

/** DELETE /api/devices?ids=…&ids=…: all of them or none. */
export function deleteDevices(ids: string[]): Promise<void> {
  return apiRequest<void>('/devices', { method: 'DELETE', query: { ids } });
}
