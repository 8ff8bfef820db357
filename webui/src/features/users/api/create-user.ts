import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Account, CreateAccountInput, Segment } from '../types';

/** POST /api/users/{segment} → 201 with the account. */
export function createUser({ segment, input }: { segment: Segment; input: CreateAccountInput }): Promise<Account> {
  return apiClient.post<Account>(`/users/${segment}`, input);
}

/** Creates an account; the lists and pickers of accounts load again. */
export function useCreateUser(mutationConfig?: MutationConfig<typeof createUser>) {
  return useWriteMutation(createUser, { invalidates: [['users']] }, mutationConfig);
}
