import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { Segment } from '../types';

/** DELETE /api/users/{segment}/{id} → 204. */
export function deleteUser({ segment, id }: { segment: Segment; id: string }): Promise<void> {
  return apiClient.delete(`/users/${segment}/${encodeURIComponent(id)}`);
}

/** Deletes an account: its record leaves the cache, the lists and pickers of accounts load again. */
export function useDeleteUser(mutationConfig?: MutationConfig<typeof deleteUser>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteUser,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: ['users', args[1].segment, 'detail', args[1].id] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      return onSuccess?.(...args);
    },
  });
}
