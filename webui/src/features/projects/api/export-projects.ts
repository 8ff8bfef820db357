import { downloadFile } from '@/lib/api-client';
import { listQuery, type ListParams } from '@/lib/types';

/** GET /api/projects/export → projects.csv. */
export function exportProjects(params: Partial<ListParams>): Promise<string> {
  const { search, sort } = listQuery(params);
  return downloadFile('/projects/export', 'projects.csv', { search, sort });
}
