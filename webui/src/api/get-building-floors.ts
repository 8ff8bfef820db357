import { subListQuery } from '@/lib/query';

/** A floor as GET /api/buildings/{id}/floors lists it; the plan itself comes with the floor. */
export interface BuildingFloor {
  id: string;
  buildingId?: string;
  label: string;
  floorNumber: number;
  /** Whether the floor has a plan. */
  hasPlan?: boolean;
  version?: number;
}

/** GET /api/buildings/{id}/floors. */
export const {
  get: getBuildingFloors,
  options: getBuildingFloorsQueryOptions,
  use: useBuildingFloors,
} = subListQuery<BuildingFloor>('buildings', 'floors');
