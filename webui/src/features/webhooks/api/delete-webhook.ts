import { useDeleteRecord, type DeleteRecordConfig } from '@/lib/delete-record';

/** DELETE /api/webhooks/{id} → 204: what was still on its way to it is not sent. */
export const useDeleteWebhook = (mutationConfig?: DeleteRecordConfig) => useDeleteRecord('webhooks', [], mutationConfig);
