import { useDeleteRecord, type DeleteRecordConfig } from '@/lib/delete-record';

/** DELETE /api/inventory/{id} → 204. */
export const useDeleteInventoryItem = (mutationConfig?: DeleteRecordConfig) => useDeleteRecord('inventory', [], mutationConfig);
