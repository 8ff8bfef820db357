import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { FilterOption } from '../types';
import { childOf, OPTION_PAGE } from './option-query';

interface FloorItem {
  id: string;
  label: string;
}

/** GET /api/buildings/{id}/floors for each chosen building. */
export async function getFloorOptions(buildings: readonly FilterOption[], signal?: AbortSignal): Promise<FilterOption[]> {
  const lists = await Promise.all(
    buildings.map(async (building) => {
      const floors = toList<FloorItem>(
        await apiClient.get(`/buildings/${encodeURIComponent(building.value)}/floors`, { ...OPTION_PAGE }, { signal }),
      );
      return floors.map((floor) => ({ value: floor.id, label: floor.label, ...childOf(building) }));
    }),
  );
  return lists.flat();
}
