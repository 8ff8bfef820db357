import { apiClient } from '@/lib/api-client';
import { toPage, type Page } from '@/lib/types';
import type { DeviceHealth } from '../types';

/** Up to 500 devices (the API's largest page), to count low batteries and weak signals. */
export const DEVICE_SAMPLE_SIZE = 500;

export async function getDeviceSample(signal?: AbortSignal): Promise<Page<DeviceHealth>> {
  return toPage<DeviceHealth>(await apiClient.get('/devices', { page: 1, pageSize: DEVICE_SAMPLE_SIZE }, { signal }));
}
