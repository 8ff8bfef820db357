import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { FilterOption } from '../types';
import { OPTION_PAGE } from './option-query';

interface SupervisorItem {
  id: string;
  loginName?: string | null;
  profile?: { name?: string | null } | null;
}

/** GET /api/users/supervisors. */
export async function getSupervisorOptions(signal?: AbortSignal): Promise<FilterOption[]> {
  const items = toList<SupervisorItem>(await apiClient.get('/users/supervisors', { ...OPTION_PAGE, sort: 'name' }, { signal }));
  return items.map((item) => ({ value: item.id, label: item.profile?.name || item.loginName || item.id }));
}
