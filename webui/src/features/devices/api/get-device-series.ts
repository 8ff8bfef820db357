import { apiClient } from '@/lib/api-client';
import { defineQuery, withId } from '@/lib/query';
import { toList } from '@/lib/types';
import type { ApiSchema } from '@/api/schemas';

/** One hour of a device's readings (the per-device hourly read model); a field the device does not report is null. */
export type DeviceHour = ApiSchema<'HourOut'>;

export interface DeviceSeriesParams {
  deviceId: string;
  /** `YYYY-MM-DD`, days of the viewer's time zone (at most 31). */
  from: string;
  to: string;
  utcOffsetMinutes: number;
  /** The viewer's named zone when one is chosen (the API prefers it to the offset). */
  timeZone?: string;
}

/** GET /api/devices/{id}/series?from=&to=&utcOffsetMinutes=. */
export async function getDeviceSeries({ deviceId, ...query }: DeviceSeriesParams, signal?: AbortSignal): Promise<DeviceHour[]> {
  const answer = (await apiClient.get(`/devices/${encodeURIComponent(deviceId)}/series`, { ...query }, { signal })) as { hours?: unknown } | null;
  return toList<DeviceHour>(answer?.hours ?? []).filter((hour) => typeof hour?.hour === 'string');
}

export const { options: getDeviceSeriesQueryOptions, use: useDeviceSeries } = defineQuery(
  (params: DeviceSeriesParams) => ['devices', 'detail', params.deviceId, 'series', params],
  getDeviceSeries,
  (params) => withId(params.deviceId),
);
