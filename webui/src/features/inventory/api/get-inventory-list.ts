import { queryOptions } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { ListParams, Page } from '@/lib/types';
import type { InventoryItem } from '../types';

/** GET /api/inventory with paging, sort, search and filters (building, supervisor, low stock). */
export function getInventoryList(params: ListParams, signal?: AbortSignal): Promise<Page<InventoryItem>> {
  return getPage<InventoryItem>('/inventory', params, signal);
}

export const getInventoryListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['inventory', 'list', params],
    queryFn: ({ signal }) => getInventoryList(params, signal),
  });
