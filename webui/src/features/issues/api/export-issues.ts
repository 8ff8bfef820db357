import { downloadFile } from '@/lib/api-client';
import { listQuery, type ListParams } from '@/lib/types';

/** GET /api/issues/export → issues.csv, with the list's search, sort and filters. */
export function exportIssues(params: Partial<ListParams>): Promise<string> {
  const { search, sort, filter, from, to } = listQuery(params);
  return downloadFile('/issues/export', 'issues.csv', { search, sort, filter, from, to });
}
