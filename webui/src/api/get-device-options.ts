import { optionsQuery } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

export type DeviceOption = Pick<ApiSchema<'DeviceOut'>, 'id' | 'name' | 'facilityId'>;

/** The devices a manager sees, by name (GET /api/devices, every page), narrowed by `filter` (`facility:"id"`). */
export const {
  get: getDeviceOptions,
  options: getDeviceOptionsQueryOptions,
  use: useDeviceOptions,
} = optionsQuery<DeviceOption>('devices', 'name');
