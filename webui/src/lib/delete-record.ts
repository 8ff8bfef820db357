import type { QueryKey } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { useWriteMutation } from './mutation';
import type { MutationConfig } from './react-query';

/** DELETE /api/{resource}/{id} → 204. */
const deleteOf = (resource: string) => (id: string) => apiClient.delete(`/${resource}/${encodeURIComponent(id)}`);

export type DeleteRecordConfig = MutationConfig<(id: string) => Promise<void>>;

/**
 * Deletes a record of `resource` (`companies`) by its id: the record leaves the cache, the
 * resource's lists and `alsoInvalidates` (lists whose counts or pickers showed it) load again.
 */
export function useDeleteRecord(resource: string, alsoInvalidates: readonly QueryKey[], mutationConfig?: DeleteRecordConfig) {
  return useWriteMutation(
    deleteOf(resource),
    { removes: (id) => [[resource, 'detail', id]], invalidates: [[resource], ...alsoInvalidates] },
    mutationConfig,
  );
}
