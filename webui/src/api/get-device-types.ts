import { typeOptionsQuery } from './get-issue-types';

/** GET /api/devices/types → [{id, title}]: managers only. */
export const { get: getDeviceTypes, options: getDeviceTypesQueryOptions, use: useDeviceTypes } = typeOptionsQuery('devices');
