import { downloadFile } from '@/lib/api-client';
import { listQuery, type ListParams } from '@/lib/types';

/** GET /api/devices/export → devices.csv, with the list's search, sort and filters. */
export function exportDevices(params: Partial<ListParams>): Promise<string> {
  const { search, sort, filter, from, to } = listQuery(params);
  return downloadFile('/devices/export', 'devices.csv', { search, sort, filter, from, to });
}
