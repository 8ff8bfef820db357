import { useDeleteRecord, type DeleteRecordConfig } from '@/lib/delete-record';

/** DELETE /api/projects/{id} → 204: the record leaves the cache; project lists and counters load again. */
export const useDeleteProject = (mutationConfig?: DeleteRecordConfig) => useDeleteRecord('projects', [['companies']], mutationConfig);
