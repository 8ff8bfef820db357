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
