import { useDeleteRecord, type DeleteRecordConfig } from '@/lib/delete-record';

/** DELETE /api/companies/{id} → 204: the record leaves the cache, lists and counters load again. */
export const useDeleteCompany = (mutationConfig?: DeleteRecordConfig) => useDeleteRecord('companies', [], mutationConfig);
