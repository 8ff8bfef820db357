import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import { parentFilter } from '../criteria';
import type { FilterOption } from '../types';
import { childOf, OPTION_PAGE } from './option-query';

interface BuildingItem {
  id: string;
  name: string;
  landlordId?: string | null;
}

/** GET /api/buildings, narrowed by the chosen landlords (`filter=landlord:"id"`). */
export async function getBuildingOptions(landlords: readonly FilterOption[], signal?: AbortSignal): Promise<FilterOption[]> {
  const filter = parentFilter('landlord', landlords);
  const items = toList<BuildingItem>(
    await apiClient.get('/buildings', { ...OPTION_PAGE, sort: 'name', filter: filter.length > 0 ? filter : undefined }, { signal }),
  );
  return items.map((item) => {
    const parent = landlords.find((landlord) => landlord.value === item.landlordId);
    return { value: item.id, label: item.name, ...(parent ? childOf(parent) : {}) };
  });
}
