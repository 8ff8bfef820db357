import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Webhook, WebhookInput } from '../types';

/** POST /api/webhooks → 201 with the webhook, without its secret. */
export function createWebhook(input: WebhookInput): Promise<Webhook> {
  return apiClient.post<Webhook>('/webhooks', input);
}

/** Registers a webhook; the lists of webhooks load again. */
export function useCreateWebhook(mutationConfig?: MutationConfig<typeof createWebhook>) {
  return useWriteMutation(createWebhook, { invalidates: [['webhooks']] }, mutationConfig);
}
