import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { Building, BuildingInput } from '../types';

/** POST /api/buildings → 201 with the building. */
export function createBuilding(input: BuildingInput): Promise<Building> {
  return apiClient.post<Building>('/buildings', input);
}

/** Creates a building; lists and counters of buildings, and its landlord's buildings, load again. */
export function useCreateBuilding(mutationConfig?: MutationConfig<typeof createBuilding>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createBuilding,
    onSuccess: (...args) => {
      for (const queryKey of [['buildings'], ['companies']]) void queryClient.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
