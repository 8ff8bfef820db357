import { apiClient } from '@/lib/api-client';
import type { Project } from '../types';

export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return apiClient.get<Project>(`/projects/${encodeURIComponent(id)}`, undefined, { signal });
}
