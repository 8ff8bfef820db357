import { apiClient } from '@/lib/api-client';
import type { Device, DeviceInput } from '../types';

/** POST /api/devices → 201 with the device. */
export function createDevice(input: DeviceInput): Promise<Device> {
  return apiClient.post<Device>('/devices', input);
}
