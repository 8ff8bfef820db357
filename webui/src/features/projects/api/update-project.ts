import { apiClient } from '@/lib/api-client';
import type { ProjectInput } from '../types';

/** PUT /api/projects/{id} → 204. */
export function updateProject(id: string, input: ProjectInput): Promise<void> {
  return apiClient.put(`/projects/${encodeURIComponent(id)}`, input);
}
