import { pageQuery } from '@/lib/query';
import type { InventoryItem } from '../types';

/** GET /api/inventory with paging, sort, search and filters (building, supervisor, low stock). */
export const { get: getInventoryList, options: getInventoryListQueryOptions } = pageQuery<InventoryItem>('inventory');
