import { recordQuery } from '@/lib/query';
import type { InventoryItem } from '../types';

/** GET /api/inventory/{id}. */
export const {
  get: getInventoryItem,
  options: getInventoryItemQueryOptions,
  use: useInventoryItem,
} = recordQuery<InventoryItem>('inventory');
