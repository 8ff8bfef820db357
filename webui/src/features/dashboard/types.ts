export type ConnectionStatus = 'ONLINE' | 'OFFLINE' | 'UNKNOWN';

export interface RecentIssue {
  id: string;
  issueType: string;
  issueName?: string | null;
  status: string;
  facilityName?: string | null;
  floorLabel?: string | null;
  buildingName?: string | null;
  createdAt?: string | null;
}

export interface DeviceHealth {
  id: string;
  battery?: string | null;
  signal?: string | null;
}

export interface Gateway {
  gateway: string;
  status: 'connected' | 'disconnected' | string;
  lastHeartbeatAt?: string | null;
  heartbeats?: number;
}
