import { optionsQuery } from '@/lib/query';

export interface FacilityOption {
  id: string;
  name: string;
  code?: string | null;
  type?: string | null;
  floorId?: string | null;
  floorLabel?: string | null;
  buildingId?: string | null;
  buildingName?: string | null;
}

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
