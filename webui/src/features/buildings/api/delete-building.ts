import { useDeleteRecord, type DeleteRecordConfig } from '@/lib/delete-record';

/** DELETE /api/buildings/{id} → 204, with its floors and facilities: the record leaves the cache; buildings, facilities, projects and devices load again. */
export const useDeleteBuilding = (mutationConfig?: DeleteRecordConfig) => useDeleteRecord('buildings', [['companies'], ['facilities'], ['projects'], ['devices']], mutationConfig);
