import { apiClient } from '@/lib/api-client';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { Project } from '../types';

export async function getProjects(params: ListParams, signal?: AbortSignal): Promise<Page<Project>> {
  return toPage<Project>(await apiClient.get('/projects', listQuery(params), { signal }), params);
}
