import { subListQuery } from '@/lib/query';
import type { Facility } from '../types';

/** GET /api/buildings/{id}/facilities: every facility of the building, on any floor. */
export const {
  get: getBuildingFacilities,
  options: getBuildingFacilitiesQueryOptions,
  use: useBuildingFacilities,
} = subListQuery<Facility>('buildings', 'facilities');
