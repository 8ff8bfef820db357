import { apiClient } from '@/lib/api-client';

export function deleteProject(id: string): Promise<void> {
  return apiClient.delete(`/projects/${encodeURIComponent(id)}`);
}
