import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Building, BuildingInput } from '../types';

/** POST /api/buildings → 201 with the building. */
export function createBuilding(input: BuildingInput): Promise<Building> {
  return apiClient.post<Building>('/buildings', input);
}

/** Creates a building; lists and counters of buildings, and its landlord's buildings, load again. */
export function useCreateBuilding(mutationConfig?: MutationConfig<typeof createBuilding>) {
  return useWriteMutation(createBuilding, { invalidates: [['buildings'], ['companies']] }, mutationConfig);
}
