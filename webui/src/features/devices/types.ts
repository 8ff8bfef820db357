import type { ApiSchema } from '@/api/schemas';

export type ConnectionStatus = 'ONLINE' | 'OFFLINE' | 'UNKNOWN';
export type Health = 'healthy' | 'warning' | 'alert';

export type Accessory = ApiSchema<'Accessory'>;

export type DeviceReadings = ApiSchema<'ReadingsOut'>;

/** A device as GET /api/devices and /api/devices/{id} answer it (api/devices.py DeviceOut). */
export type Device = ApiSchema<'DeviceOut'>;

export type DeviceUptime = ApiSchema<'UptimeOut'>;

export type DeviceType = ApiSchema<'DeviceTypeOut'>;

/** POST /api/devices; PUT takes the same fields, each optional, plus `version`. */
export type DeviceInput = ApiSchema<'DeviceBody'>;
/** PUT /api/devices/{id}: each field optional, plus `version`. */
export type DeviceUpdate = ApiSchema<'DeviceUpdate'>;
