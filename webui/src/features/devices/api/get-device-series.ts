import { apiClient } from '@/lib/api-client';
import { defineQuery, withId } from '@/lib/query';
import { toList } from '@/lib/types';

/** One hour of a device's readings (the per-device hourly read model); a field the device does not report is null. */
export interface DeviceHour {
  /** The hour's start, an ISO-8601 instant. */
  hour: string;
  level?: number | null;
  battery?: number | null;
  rssi?: number | null;
  people?: number | null;
  litres?: number | null;
  temperature?: number | null;
  humidity?: number | null;
}

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
