import { downloadFile } from '@/lib/api-client';
import { listQuery, type ListParams } from '@/lib/types';

/** GET /api/companies/export → companies.csv, with the list's search and sort. */
export function exportCompanies(params: Partial<ListParams>): Promise<string> {
  const { search, sort } = listQuery(params);
  return downloadFile('/companies/export', 'companies.csv', { search, sort });
}
