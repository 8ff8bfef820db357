import { useDeleteRecord, type DeleteRecordConfig } from '@/lib/delete-record';

/** DELETE /api/facilities/{id} → 204; its devices are taken out and its staff unassigned after it: facilities, buildings (their counts), devices and staff load again. */
export const useDeleteFacility = (mutationConfig?: DeleteRecordConfig) => useDeleteRecord('facilities', [['buildings'], ['devices'], ['users']], mutationConfig);
