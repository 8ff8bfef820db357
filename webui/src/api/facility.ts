export type FacilityType = 'male' | 'female' | 'accessible';

/** A facility (toilet) as GET /api/facilities and a building's floors give it. */
export interface Facility {
  id: string;
  name: string;
  code: string;
  type: FacilityType;
  floorId: string;
  floorLabel?: string | null;
  buildingId?: string | null;
  buildingName?: string | null;
}
