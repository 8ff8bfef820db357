import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { DeviceInput } from '../types';

/** PUT /api/devices/{id} → 204; a partial body, `version` guards against overwriting a newer change. */
export function updateDevice({ id, input }: { id: string; input: Partial<DeviceInput> }): Promise<void> {
  return apiClient.put(`/devices/${encodeURIComponent(id)}`, input);
}

/** Saves a device; it and every device list load again. */
export function useUpdateDevice(mutationConfig?: MutationConfig<typeof updateDevice>) {
  return useWriteMutation(updateDevice, { invalidates: [['devices']] }, mutationConfig);
}
