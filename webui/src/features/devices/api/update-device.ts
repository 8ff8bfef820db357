import { apiClient } from '@/lib/api-client';
import type { DeviceInput } from '../types';

/** PUT /api/devices/{id} → 204; a partial body, `version` guards against overwriting a newer change. */
export function updateDevice(id: string, input: Partial<DeviceInput>): Promise<void> {
  return apiClient.put(`/devices/${encodeURIComponent(id)}`, input);
}
