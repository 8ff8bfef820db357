import { downloadFile } from '@/lib/api-client';
import { listQuery, type ListParams } from '@/lib/types';

/** GET /api/buildings/export → buildings.csv. */
export function exportBuildings(params: Partial<ListParams>): Promise<string> {
  const { search, sort } = listQuery(params);
  return downloadFile('/buildings/export', 'buildings.csv', { search, sort });
}
