import { subListQuery } from '@/lib/query';
import type { CompanyBuilding } from '../types';

/** GET /api/companies/{id}/buildings: a landlord's buildings, or those a cleaning company's projects cover. */
export const {
  get: getCompanyBuildings,
  options: getCompanyBuildingsQueryOptions,
  use: useCompanyBuildings,
} = subListQuery<CompanyBuilding>('companies', 'buildings');
