import { apiClient } from '@/lib/api-client';
import type { Account, CreateAccountInput, Segment } from '../types';

/** POST /api/users/{segment} → 201 with the account. */
export function createUser(segment: Segment, input: CreateAccountInput): Promise<Account> {
  return apiClient.post<Account>(`/users/${segment}`, input);
}
