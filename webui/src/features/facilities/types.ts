export type FacilityType = 'male' | 'female' | 'accessible';

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
