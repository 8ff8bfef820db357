import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { Movement } from '../types';

/** GET /api/inventory/{id}/movements: the item's stock changes, newest first. */
export async function getMovements(id: string, signal?: AbortSignal): Promise<Movement[]> {
  return toList<Movement>(await apiClient.get(`/inventory/${encodeURIComponent(id)}/movements`, undefined, { signal }));
}

export const getMovementsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['inventory', 'detail', id, 'movements'],
    queryFn: ({ signal }) => getMovements(id, signal),
    enabled: Boolean(id),
  });

export function useMovements(id: string) {
  return useQuery(getMovementsQueryOptions(id));
}
