import { useDeleteRecord, type DeleteRecordConfig } from '@/lib/delete-record';

/** DELETE /api/schedules/{id} → 204. */
export const useDeleteSchedule = (mutationConfig?: DeleteRecordConfig) => useDeleteRecord('schedules', [], mutationConfig);
