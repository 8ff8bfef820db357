import { optionsQuery } from '@/lib/query';

export interface DeviceOption {
  id: string;
  name: string;
  facilityId?: string | null;
}

/** The devices a manager sees, by name (GET /api/devices, every page), narrowed by `filter` (`facility:"id"`). */
export const {
  get: getDeviceOptions,
  options: getDeviceOptionsQueryOptions,
  use: useDeviceOptions,
} = optionsQuery<DeviceOption>('devices', 'name');
