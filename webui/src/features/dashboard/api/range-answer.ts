import { apiClient } from '@/lib/api-client';

/**
 * The query of the dashboard's range calls (`/dashboard/issues`, `/usage`, `/kpi`, `/feedback`):
 * the last `days` days or the last `weeks` weeks (never both), ending today in the viewer's days.
 */
export type RangeParams = ({ days: number; weeks?: undefined } | { weeks: number; days?: undefined }) & {
  /** The viewer's UTC offset in minutes (UTC+8 → 480). */
  utcOffsetMinutes: number;
};

/** A finite number, else 0. */
export const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
/** A finite number, else null. */
export const maybe = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** An array, else empty. */
export const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
/** A string, else empty. */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** GET a range call; its fields unchecked (an empty answer gives no fields). */
export async function getRangeAnswer<T>(path: string, params: RangeParams, signal?: AbortSignal): Promise<Partial<Record<keyof T, unknown>>> {
  return ((await apiClient.get(path, { ...params }, { signal })) ?? {}) as Partial<Record<keyof T, unknown>>;
}
