import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { toList } from '@/lib/types';

/** A device or issue type: its id and the server's English title. */
export interface TypeOption {
  id: string;
  title: string;
}

export function typeOptionsOf(value: unknown): TypeOption[] {
  return toList<{ id: string; title?: string | null; name?: string | null }>(value).map((item) => ({
    id: item.id,
    title: item.title || item.name || item.id,
  }));
}

/** GET /api/issues/types → [{id, title}]. */
export async function getIssueTypes(signal?: AbortSignal): Promise<TypeOption[]> {
  return typeOptionsOf(await apiClient.get('/issues/types', undefined, { signal }));
}

export const getIssueTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['issues', 'types'],
    queryFn: ({ signal }) => getIssueTypes(signal),
    staleTime: Infinity,
  });

export function useIssueTypes(queryConfig?: QueryConfig<typeof getIssueTypesQueryOptions>) {
  return useQuery({ ...getIssueTypesQueryOptions(), ...queryConfig });
}
