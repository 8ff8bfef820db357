import { apiClient } from '@/lib/api-client';

/** DELETE /api/devices/{id}. */
export function deleteDevice(id: string): Promise<void> {
  return apiClient.delete(`/devices/${encodeURIComponent(id)}`);
}
