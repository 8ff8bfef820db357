import type { Facility, FacilityType } from '@/api/facility';
import type { BuildingFloor } from '@/api/get-building-floors';

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

/** A floor of a building; lists leave the plan out and say only whether there is one. */
export interface Floor extends BuildingFloor {
  floorPlan?: string | null;
  markers?: Marker[];
}

/** A toilet marker on a floor plan; x and y are fractions (0..1) of the plan's width and height. */
export interface Marker {
  type: FacilityType;
  x: number;
  y: number;
  facilityId: string;
  label?: string | null;
}

/** GET /api/floors/{id}: the floor with its plan (a data URI) and markers. */
export interface FloorDetail extends Floor {
  floorPlan: string | null;
  markers: Marker[];
}

/** One entry of PUT /api/buildings/{id}/floors; floors left out are removed. */
export interface FloorInput {
  id?: string;
  label: string;
  floorNumber: number;
}

export type { Facility, FacilityType };

export interface FacilityInput {
  name: string;
  code: string;
  type: FacilityType;
}
