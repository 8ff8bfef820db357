import { apiClient } from '@/lib/api-client';
import type { ViewerZone } from '@/lib/viewer-offset';
import { defineQuery } from '@/lib/query';
import { readAnswer, type Shape } from './answer-shape';

/**
 * The query of the dashboard's range calls (`/dashboard/issues`, `/usage`, `/kpi`, `/feedback`):
 * the last `days` days or the last `weeks` weeks (never both), ending today in the viewer's days.
 */
export type RangeParams = ({ days: number; weeks?: undefined } | { weeks: number; days?: undefined }) &
  /** The viewer's UTC offset in minutes (UTC+8 → 480), and the named zone when one is chosen. */
  ViewerZone;

/** GET a range call, its answer read through `shape` (a field missing fails the call). */
export async function getRangeAnswer<T>(path: string, params: RangeParams, shape: Shape<T>, signal?: AbortSignal): Promise<T> {
  return readAnswer(shape, await apiClient.get(path, { ...params }, { signal }));
}

/** A range call as a request (fetch, query options, hook), keyed `[...key, params]`. */
export const rangeQuery = <T>(key: readonly string[], path: string, shape: Shape<T>) =>
  defineQuery(
    (params: RangeParams) => [...key, params],
    (params, signal) => getRangeAnswer(path, params, shape, signal),
  );
