import { pageQuery } from '@/lib/query';
import type { Company } from '../types';

/** GET /api/companies with paging, sort, search, `filter=type:"LANDLORD"` and `from`/`to` (creation date). */
export const { get: getCompanies, options: getCompaniesQueryOptions, use: useCompanies } = pageQuery<Company>('companies');
