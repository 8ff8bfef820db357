import { useDeleteRecord, type DeleteRecordConfig } from '@/lib/delete-record';

/** DELETE /api/devices/{id} → 204: the record leaves the cache, device lists and counters load again. */
export const useDeleteDevice = (mutationConfig?: DeleteRecordConfig) => useDeleteRecord('devices', [], mutationConfig);
