import { apiClient, downloadFile } from '@/lib/api-client';
import { defineQuery } from '@/lib/query';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { ViewerZone } from '@/lib/viewer-offset';
import { isMainMeter, type UsageListRow, type UsageRow } from '../types';

/** The list's params and the viewer's zone (UTC offset, or named zone), which decides where a day begins. */
export interface UsageParams extends ListParams, ViewerZone {}

const withId = (row: UsageRow): UsageListRow => ({
  ...row,
  id: `${isMainMeter(row) ? `main:${row.buildingId ?? ''}` : (row.facilityId ?? '')}:${row.day}`,
});

const query = ({ utcOffsetMinutes, timeZone, ...params }: Partial<UsageParams>): Record<string, string | number | string[] | undefined> => ({
  ...listQuery(params),
  utcOffsetMinutes,
  timeZone,
});

/** GET /api/usage: people and litres per facility and day, main meters as rows of their own. */
export async function getUsageList(params: UsageParams, signal?: AbortSignal): Promise<Page<UsageListRow>> {
  const page = toPage<UsageRow>(await apiClient.get('/usage', query(params), { signal }), params);
  return { ...page, items: page.items.map(withId) };
}

export const { options: getUsageListQueryOptions } = defineQuery((params: UsageParams) => ['usage', 'list', params], getUsageList);

/** Rows the chart sums at most: a page of 100 at a time. */
export const CHART_ROW_LIMIT = 2000;
const CHART_PAGE_SIZE = 100;

/** The rows the filters select (up to `CHART_ROW_LIMIT`) and how many there are, for the chart of litres per day. */
export async function getUsageChartRows(
  params: Omit<UsageParams, 'page' | 'pageSize' | 'sort'>,
  signal?: AbortSignal,
): Promise<{ rows: UsageListRow[]; total: number }> {
  const rows: UsageListRow[] = [];
  let total = 0;
  for (let page = 1; rows.length < CHART_ROW_LIMIT; page += 1) {
    const answer = await getUsageList({ ...params, page, pageSize: CHART_PAGE_SIZE, sort: 'day' }, signal);
    total = answer.total;
    rows.push(...answer.items);
    if (answer.items.length < CHART_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows, total };
}

export const { options: getUsageChartQueryOptions } = defineQuery(
  (params: Omit<UsageParams, 'page' | 'pageSize' | 'sort'>) => ['usage', 'chart', params],
  getUsageChartRows,
);

/** GET /api/usage/export with the list's filters: saves usage.csv. */
export function exportUsage(params: Partial<UsageParams>): Promise<string> {
  const { search, sort, filter, from, to, utcOffsetMinutes, timeZone } = query(params);
  return downloadFile('/usage/export', 'usage.csv', { search, sort, filter, from, to, utcOffsetMinutes, timeZone });
}
