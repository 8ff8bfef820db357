import { recordQuery } from '@/lib/query';
import type { Building } from '../types';

/** GET /api/buildings/{id}. */
export const { get: getBuilding, options: getBuildingQueryOptions, use: useBuilding } = recordQuery<Building>('buildings');
