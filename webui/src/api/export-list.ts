import { downloadFile } from '@/lib/api-client';
import { listQuery, type ListParams } from '@/lib/types';

/**
 * GET {list}/export with the list's search, sort and filters: `/companies` saves
 * companies.csv, `/users/cleaners` cleaners.csv (SPEC.md §9). Answers the file's name.
 */
export function exportList(list: string, params: Partial<ListParams>): Promise<string> {
  const { search, sort, filter, from, to } = listQuery(params);
  const name = list.split('/').filter(Boolean).at(-1) ?? 'export';
  return downloadFile(`${list}/export`, `${name}.csv`, { search, sort, filter, from, to });
}
