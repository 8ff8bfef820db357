import { apiClient } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import { toList } from '@/lib/types';
import type { ApiSchema } from '@/api/schemas';

/** A device or issue type: its id and the server's English title. */
export type TypeOption = Pick<ApiSchema<'IssueTypeOut'>, 'id' | 'title'>;

export function typeOptionsOf(value: unknown): TypeOption[] {
  return toList<{ id: string; title?: string | null; name?: string | null }>(value).map((item) => ({
    id: item.id,
    title: item.title || item.name || item.id,
  }));
}

/** GET /api/{resource}/types → [{id, title}], keyed `[resource, 'types']`: a catalogue, fetched once. */
export const typeOptionsQuery = (resource: 'issues' | 'devices') =>
  defineStaticQuery(
    [resource, 'types'],
    async (signal) => typeOptionsOf(await apiClient.get(`/${resource}/types`, undefined, { signal })),
    { staleTime: Infinity },
  );

/** GET /api/issues/types → [{id, title}]. */
export const { get: getIssueTypes, options: getIssueTypesQueryOptions, use: useIssueTypes } = typeOptionsQuery('issues');
