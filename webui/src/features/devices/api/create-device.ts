import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Device, DeviceInput } from '../types';

/** POST /api/devices → 201 with the device. */
export function createDevice(input: DeviceInput): Promise<Device> {
  return apiClient.post<Device>('/devices', input);
}

/** Registers a device; device lists, pickers and counters load again. */
export function useCreateDevice(mutationConfig?: MutationConfig<typeof createDevice>) {
  return useWriteMutation(createDevice, { invalidates: [['devices']] }, mutationConfig);
}
