import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { Account, CreateAccountInput, Segment } from '../types';

/** POST /api/users/{segment} → 201 with the account. */
export function createUser({ segment, input }: { segment: Segment; input: CreateAccountInput }): Promise<Account> {
  return apiClient.post<Account>(`/users/${segment}`, input);
}

/** Creates an account; the lists and pickers of accounts load again. */
export function useCreateUser(mutationConfig?: MutationConfig<typeof createUser>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createUser,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      return onSuccess?.(...args);
    },
  });
}
