import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import { defineQuery, withId } from '@/lib/query';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiSchema } from '@/api/schemas';

/** After how many visitors the facility is due a cleaning (null: never), and its count since the last one. */
export type FacilitySettings = ApiSchema<'FacilitySettingsOut'>;

/** The most visitors a setting may name (domain/cleaning.py `MAX_CLEAN_AFTER`). */
export const MAX_CLEAN_AFTER = 100_000;

const settingsKey = (facilityId: string) => ['facilities', 'detail', facilityId, 'settings'];

/** GET /api/facilities/{id}/settings. */
export const { use: useFacilitySettings } = defineQuery(
  settingsKey,
  (facilityId, signal) => apiClient.get<FacilitySettings>(`/facilities/${encodeURIComponent(facilityId)}/settings`, undefined, { signal }),
  withId,
);

/** PUT /api/facilities/{id}/settings → 204. */
export function setFacilitySettings({ facilityId, cleanAfterVisitors }: { facilityId: string; cleanAfterVisitors: number | null }): Promise<void> {
  return apiClient.put(`/facilities/${encodeURIComponent(facilityId)}/settings`, { cleanAfterVisitors });
}

/** Sets (or clears) the visitors per cleaning; the settings load again. */
export function useSetFacilitySettings(mutationConfig?: MutationConfig<typeof setFacilitySettings>) {
  return useWriteMutation(setFacilitySettings, { invalidates: ({ facilityId }) => [settingsKey(facilityId)] }, mutationConfig);
}
