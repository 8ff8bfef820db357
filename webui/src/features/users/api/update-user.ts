import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Segment, UpdateAccountInput } from '../types';

/** PUT /api/users/{segment}/{id} → 204; no password means "keep it". */
export function updateUser({ segment, id, input }: { segment: Segment; id: string; input: UpdateAccountInput }): Promise<void> {
  return apiClient.put(`/users/${segment}/${encodeURIComponent(id)}`, input);
}

/** Saves an account; accounts (a cleaner's list shows the supervisor's name) and one's own profile load again. */
export function useUpdateUser(mutationConfig?: MutationConfig<typeof updateUser>) {
  return useWriteMutation(updateUser, { invalidates: [['users'], ['me']] }, mutationConfig);
}
