import { optionsQuery } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

export type FacilityOption = Pick<
  ApiSchema<'FacilityOut'>,
  'id' | 'name' | 'code' | 'type' | 'floorId' | 'floorLabel' | 'buildingId' | 'buildingName'
>;

/** "Building · floor · facility", as pickers show a facility. */
export const facilityPlace = (facility: FacilityOption) =>
  [facility.buildingName, facility.floorLabel, facility.name].filter(Boolean).join(' · ');

/**
 * The facilities the user sees, by building (GET /api/facilities, every page), narrowed by
 * `filter` (`landlord:"id"`, `floor:"id"`…): where an issue is reported, a device placed,
 * a staff member assigned, or a list filtered.
 */
export const {
  get: getFacilityOptions,
  options: getFacilityOptionsQueryOptions,
  use: useFacilityOptions,
} = optionsQuery<FacilityOption>('facilities', 'buildingName');
