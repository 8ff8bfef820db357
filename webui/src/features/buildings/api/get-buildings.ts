import { pageQuery } from '@/lib/query';
import type { Building } from '../types';

/** GET /api/buildings with paging, sort, search, `filter=landlord:"id"`/`building:"id"` and `from`/`to`. */
export const { get: getBuildings, options: getBuildingsQueryOptions, use: useBuildings } = pageQuery<Building>('buildings');
