import { downloadFile } from '@/lib/api-client';
import { listQuery, type ListParams } from '@/lib/types';
import type { Segment } from '../types';

/** GET /api/users/{segment}/export → admins.csv, cleaners.csv, … */
export function exportUsers(segment: Segment, params: Partial<ListParams>): Promise<string> {
  const { search, sort } = listQuery(params);
  return downloadFile(`/users/${segment}/export`, `${segment}.csv`, { search, sort });
}
