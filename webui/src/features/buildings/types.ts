export interface Building {
  id: string;
  name: string;
  address: string;
  postalCode: string;
  landlordId: string;
  landlordName?: string | null;
  floorCount?: number | null;
  facilityCount?: number | null;
  createdAt?: string | null;
  version?: number | null;
}

export interface BuildingInput {
  name: string;
  address: string;
  postalCode: string;
  landlordId: string;
  version?: number;
}

export interface Floor {
  id: string;
  buildingId?: string;
  label: string;
  floorNumber: number;
  floorPlan?: string | null;
  markers?: unknown[];
}

/** One entry of PUT /api/buildings/{id}/floors; floors left out are removed. */
export interface FloorInput {
  id?: string;
  label: string;
  floorNumber: number;
}

export type FacilityType = 'male' | 'female' | 'accessible';

export interface Facility {
  id: string;
  name: string;
  code: string;
  type: FacilityType;
  floorId: string;
  floorLabel?: string | null;
  buildingId?: string;
  buildingName?: string | null;
}

export interface FacilityInput {
  name: string;
  code: string;
  type: FacilityType;
}

export interface CompanyOption {
  id: string;
  name: string;
}
