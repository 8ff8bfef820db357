import { subListQuery, withId } from '@/lib/query';
import type { Movement } from '../types';

/** GET /api/inventory/{id}/movements: the item's stock changes, newest first. */
export const { get: getMovements, options: getMovementsQueryOptions, use: useMovements } = subListQuery<Movement>(
  'inventory',
  'movements',
  withId,
);
