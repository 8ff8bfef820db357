import { pageQuery } from '@/lib/query';
import type { Device } from '../types';

/** GET /api/devices with paging, sort, search, `filter=level:"id"` and `from`/`to`. */
export const { get: getDevices, options: getDevicesQueryOptions, use: useDevices } = pageQuery<Device>('devices');
