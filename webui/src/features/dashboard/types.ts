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

/** One local day of GET /api/dashboard/issues. */
export interface IssueActivityDay {
  /** `YYYY-MM-DD` in the viewer's time zone. */
  day: string;
  opened: number;
  resolved: number;
}

export interface IssueTypeCount {
  issueType: string;
  issueName?: string | null;
  count: number;
}

export interface HotFacility {
  facilityId: string;
  facilityName?: string | null;
  buildingName?: string | null;
  open: number;
}

/** GET /api/dashboard/issues: issues over the last `days` days of the viewer's time zone. */
export interface IssueActivity {
  from: string;
  to: string;
  opened: number;
  resolved: number;
  /** Open now, whenever opened. */
  open: number;
  meanMinutesToResolve: number | null;
  /** One per day, oldest first. */
  perDay: IssueActivityDay[];
  /** Most first. */
  byType: IssueTypeCount[];
  /** The facilities with the most open issues, at most five. */
  hotFacilities: HotFacility[];
}

/** One local day of GET /api/dashboard/usage. */
export interface UsageDay {
  /** `YYYY-MM-DD` in the viewer's time zone. */
  day: string;
  people: number;
  litres: number;
}

export interface FacilityUsage {
  facilityId: string;
  facilityName?: string | null;
  buildingName?: string | null;
  people: number;
  litres: number;
}

/** GET /api/dashboard/usage: people counters and water meters over the last `days` days of the viewer's time zone. */
export interface Usage {
  from: string;
  to: string;
  /** People counted in the range. */
  people: number;
  /** Litres of water used in the range. */
  litres: number;
  /** One per day, oldest first. */
  perDay: UsageDay[];
  /** The facilities that used the most water, at most five, most litres first. */
  byFacility: FacilityUsage[];
}
