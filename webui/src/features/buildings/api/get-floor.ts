import { recordQuery } from '@/lib/query';
import type { Floor } from '../types';

/** GET /api/floors/{id}: the floor with its plan image and markers. */
export const { get: getFloor, options: getFloorQueryOptions, use: useFloor } = recordQuery<Floor>('floors', (floor) => ({
  ...floor,
  floorPlan: floor.floorPlan ?? null,
  markers: floor.markers ?? [],
}));
