import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { FilterOption } from '../types';
import { childOf, OPTION_PAGE } from './option-query';

interface FacilityItem {
  id: string;
  name: string;
}

/** GET /api/floors/{id}/facilities for each chosen floor. */
export async function getFacilityOptions(floors: readonly FilterOption[], signal?: AbortSignal): Promise<FilterOption[]> {
  const lists = await Promise.all(
    floors.map(async (floor) => {
      const facilities = toList<FacilityItem>(
        await apiClient.get(`/floors/${encodeURIComponent(floor.value)}/facilities`, { ...OPTION_PAGE }, { signal }),
      );
      return facilities.map((facility) => ({ value: facility.id, label: facility.name, ...childOf(floor) }));
    }),
  );
  return lists.flat();
}
