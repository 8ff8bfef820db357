import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { Device, DeviceInput } from '../types';

/** POST /api/devices → 201 with the device. */
export function createDevice(input: DeviceInput): Promise<Device> {
  return apiClient.post<Device>('/devices', input);
}

/** Registers a device; device lists, pickers and counters load again. */
export function useCreateDevice(mutationConfig?: MutationConfig<typeof createDevice>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createDevice,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['devices'] });
      return onSuccess?.(...args);
    },
  });
}
