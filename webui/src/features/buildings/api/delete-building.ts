import { apiClient } from '@/lib/api-client';

export function deleteBuilding(id: string): Promise<void> {
  return apiClient.delete(`/buildings/${encodeURIComponent(id)}`);
}
