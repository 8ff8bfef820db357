import { downloadFile } from '@/lib/api-client';
import { timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { listQuery, type ListParams } from '@/lib/types';
import { viewerZoneOf } from '@/lib/viewer-offset';

/**
 * GET {list}/export with the list's search, sort and filters: `/companies` saves
 * companies.csv, `/users/cleaners` cleaners.csv. Times in the file are in the
 * timezone chosen in the settings. Answers the file's name.
 */
export function exportList(list: string, params: Partial<ListParams>): Promise<string> {
  const { search, sort, filter, from, to } = listQuery(params);
  const name = list.split('/').filter(Boolean).at(-1) ?? 'export';
  return downloadFile(`${list}/export`, `${name}.csv`, {
    search,
    sort,
    filter,
    from,
    to,
    ...viewerZoneOf(appStore.get(timezoneAtom)),
  });
}
