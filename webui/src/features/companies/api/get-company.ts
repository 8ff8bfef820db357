import { recordQuery } from '@/lib/query';
import type { Company } from '../types';

/** GET /api/companies/{id}. */
export const { get: getCompany, options: getCompanyQueryOptions, use: useCompany } = recordQuery<Company>('companies');
