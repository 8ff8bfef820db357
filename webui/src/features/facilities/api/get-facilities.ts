import { pageQuery } from '@/lib/query';
import type { Facility } from '../types';

/**
 * GET /api/facilities with paging, sort, search and `filter=landlord|building|floor:"id"`,
 * `type:"male"|"female"|"accessible"`.
 */
export const { get: getFacilities, options: getFacilitiesQueryOptions, use: useFacilities } = pageQuery<Facility>('facilities');
