import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Segment } from '../types';

/** DELETE /api/users/{segment}/{id} → 204. */
export function deleteUser({ segment, id }: { segment: Segment; id: string }): Promise<void> {
  return apiClient.delete(`/users/${segment}/${encodeURIComponent(id)}`);
}

/** Deletes an account: its record leaves the cache, the lists and pickers of accounts load again. */
export function useDeleteUser(mutationConfig?: MutationConfig<typeof deleteUser>) {
  return useWriteMutation(
    deleteUser,
    { removes: ({ segment, id }) => [['users', segment, 'detail', id]], invalidates: [['users']] },
    mutationConfig,
  );
}
