import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /api/profile/alerts → 204: replaces the kinds also e-mailed (an unknown kind is a 400 naming `email`). */
export function setAlerts(email: string[]): Promise<void> {
  return apiClient.put('/profile/alerts', { email });
}

export function useSetAlerts(mutationConfig?: MutationConfig<typeof setAlerts>) {
  return useWriteMutation(setAlerts, { invalidates: [['profile', 'alerts']] }, mutationConfig);
}
