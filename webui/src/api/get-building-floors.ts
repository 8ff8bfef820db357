import { subListQuery } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

/** A floor as GET /api/buildings/{id}/floors lists it; the plan itself comes with the floor. */
export type BuildingFloor = ApiSchema<'FloorOut'>;

/** GET /api/buildings/{id}/floors. */
export const {
  get: getBuildingFloors,
  options: getBuildingFloorsQueryOptions,
  use: useBuildingFloors,
} = subListQuery<BuildingFloor>('buildings', 'floors');
