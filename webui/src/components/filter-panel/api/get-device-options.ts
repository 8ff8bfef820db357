import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import { parentFilter } from '../criteria';
import type { FilterOption } from '../types';
import { childOf, OPTION_PAGE } from './option-query';

interface DeviceItem {
  id: string;
  name: string;
  facilityId?: string | null;
}

/** GET /api/devices narrowed by the chosen facilities (`filter=facility:"id"`). */
export async function getDeviceOptions(facilities: readonly FilterOption[], signal?: AbortSignal): Promise<FilterOption[]> {
  const filter = parentFilter('facility', facilities);
  const items = toList<DeviceItem>(
    await apiClient.get('/devices', { ...OPTION_PAGE, sort: 'name', filter: filter.length > 0 ? filter : undefined }, { signal }),
  );
  return items.map((item) => {
    const parent = facilities.find((facility) => facility.value === item.facilityId);
    return { value: item.id, label: item.name, ...(parent ? childOf(parent) : {}) };
  });
}
