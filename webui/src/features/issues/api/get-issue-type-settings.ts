import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { defineQuery, defineStaticQuery } from '@/lib/query';
import { toList } from '@/lib/types';
import type { IssueTypeSettings } from '../escalation';

/** GET /api/issues/types: every type with its target, whether it resolves itself and its escalation steps. */
export async function getIssueTypeSettings(signal?: AbortSignal): Promise<IssueTypeSettings[]> {
  return toList<IssueTypeSettings>(await apiClient.get('/issues/types', undefined, { signal }));
}

/** Under `['issues', 'types']`: saving a type loads the list and the type pickers again. */
export const { options: getIssueTypeSettingsQueryOptions, use: useIssueTypeSettings } = defineStaticQuery(
  ['issues', 'types', 'settings'],
  getIssueTypeSettings,
);

/** One type's settings, found in the list (the server has no call for one type). */
export async function getIssueTypeSetting(id: string, signal?: AbortSignal): Promise<IssueTypeSettings> {
  const found = (await getIssueTypeSettings(signal)).find((type) => type.id === id);
  if (!found) throw new ApiError(404, 'No such issue type', { code: 'not-found', params: { what: 'issue type' } });
  return found;
}

export const { options: getIssueTypeSettingQueryOptions } = defineQuery(
  (id: string) => ['issues', 'types', 'settings', id],
  getIssueTypeSetting,
  (id) => ({ enabled: Boolean(id) }),
);
