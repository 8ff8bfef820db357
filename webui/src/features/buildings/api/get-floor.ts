import { recordQuery } from '@/lib/query';
import type { FloorDetail } from '../types';

/** GET /api/floors/{id}: the floor with its plan image and markers. */
export const { get: getFloor, options: getFloorQueryOptions, use: useFloor } = recordQuery<FloorDetail>('floors', (floor) => ({
  ...floor,
  floorPlan: floor.floorPlan ?? null,
  markers: floor.markers ?? [],
}));
