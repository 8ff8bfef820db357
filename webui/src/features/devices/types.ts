export type ConnectionStatus = 'ONLINE' | 'OFFLINE' | 'UNKNOWN';
export type Health = 'healthy' | 'warning' | 'alert';

export interface Accessory {
  name: string;
  quantity: number;
}

export interface DeviceReadings {
  peopleCounter?: number | null;
  pulseCounter?: number | null;
  waterMeter?: number | null;
  humidity?: number | null;
  temperature?: number | null;
  range?: number | null;
  digitalInput?: number | null;
  proximity?: number | null;
}

export type KpiParameters = Record<string, number | string>;

/** A device as GET /api/devices and /api/devices/{id} answer it (api/devices.py DeviceOut). */
export interface Device {
  id: string;
  name: string;
  description?: string | null;
  type: string;
  typeTitle?: string | null;
  deviceId: string;
  landlordId: string;
  landlordName?: string | null;
  facilityId?: string | null;
  facilityName?: string | null;
  floorId?: string | null;
  floorLabel?: string | null;
  buildingId?: string | null;
  buildingName?: string | null;
  kpiParameters?: KpiParameters | null;
  accessories?: Accessory[] | null;
  meterAdjustment?: number | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  version?: number | null;
  status?: ConnectionStatus | string | null;
  health?: Health | string | null;
  battery?: 'charged' | 'low' | string | null;
  batteryVoltage?: number | null;
  signal?: 'good' | 'weak' | string | null;
  rssi?: number | null;
  level?: number | null;
  lastUpdate?: string | null;
  readings?: DeviceReadings | null;
  /** GET /api/devices/{id} only: the share 0..1 of the hours in which it reported; null before it came. */
  uptime?: DeviceUptime | null;
}

export interface DeviceUptime {
  last7Days: number | null;
  last30Days: number | null;
}

export interface DeviceType {
  id: string;
  title: string;
}

/** POST /api/devices; PUT takes the same fields, each optional, plus `version`. */
export interface DeviceInput {
  name: string;
  type: string;
  deviceId: string;
  facilityId: string | null;
  landlordId?: string;
  description: string | null;
  kpiParameters: KpiParameters;
  accessories: Accessory[];
  meterAdjustment?: number;
  version?: number;
}
