import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { InventoryItem } from '../types';

export function getInventoryItem(id: string, signal?: AbortSignal): Promise<InventoryItem> {
  return apiClient.get<InventoryItem>(`/inventory/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getInventoryItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['inventory', 'detail', id],
    queryFn: ({ signal }) => getInventoryItem(id, signal),
    enabled: Boolean(id),
  });

export function useInventoryItem(id: string, queryConfig?: QueryConfig<typeof getInventoryItemQueryOptions>) {
  return useQuery({ ...getInventoryItemQueryOptions(id), ...queryConfig });
}
