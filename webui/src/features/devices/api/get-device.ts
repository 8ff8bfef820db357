import { recordQuery } from '@/lib/query';
import type { Device } from '../types';

/** GET /api/devices/{id}. */
export const { get: getDevice, options: getDeviceQueryOptions, use: useDevice } = recordQuery<Device>('devices');
