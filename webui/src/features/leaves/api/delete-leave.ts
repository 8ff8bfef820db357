import { useDeleteRecord, type DeleteRecordConfig } from '@/lib/delete-record';

/** DELETE /api/leaves/{id} → 204 (administrators and cleaning company managers). */
export const useDeleteLeave = (mutationConfig?: DeleteRecordConfig) => useDeleteRecord('leaves', [['schedules']], mutationConfig);
