import { apiClient } from '@/lib/api-client';
import type { Device } from '../types';

export function getDevice(id: string, signal?: AbortSignal): Promise<Device> {
  return apiClient.get<Device>(`/devices/${encodeURIComponent(id)}`, undefined, { signal });
}
