import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { FilterOption } from '../types';
import { OPTION_PAGE, type Named } from './option-query';

/** GET /api/issues/types → [{id, title}]. */
export async function getIssueTypeOptions(signal?: AbortSignal): Promise<FilterOption[]> {
  const items = toList<Named>(await apiClient.get('/issues/types', { ...OPTION_PAGE }, { signal }));
  return items.map((item) => ({ value: item.id, label: item.title ?? item.name ?? item.id }));
}
