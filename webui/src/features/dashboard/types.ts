import type { AreaCount, Kpi, RatingCount } from '@/components/reports/report-types';

/** One row of GET /api/issues, the fields the dashboard shows. */
export interface RecentIssue {
  id: string;
  issueType: string;
  issueName: string | null;
  status: string;
  facilityName: string | null;
  buildingName: string | null;
  createdAt: string;
}

/** GET /api/dashboard/overview: counted on the server within the caller's tenancy; null where the role may not see. */
export interface Overview {
  companies: number | null;
  buildings: number | null;
  projects: number | null;
  facilities: number | null;
  /** Issues open now. */
  openIssues: number | null;
  devices: {
    total: number | null;
    online: number | null;
    offline: number | null;
    unknown: number | null;
    lowBattery: number | null;
    weakSignal: number | null;
  } | null;
  gateways: { connected: number | null; disconnected: number | null } | null;
}

export interface BuildingKpi extends Kpi {
  id: string;
  name: string;
}

/** GET /api/dashboard/kpi (the parts the dashboard shows). */
export interface KpiAnswer {
  from: string;
  to: string;
  overall: Kpi;
  perBuilding: BuildingKpi[];
}

/** GET /api/dashboard/feedback. */
export interface FeedbackAnswer {
  from: string;
  to: string;
  count: number;
  /** 1 excellent … 5 very poor; null without feedback. */
  average: number | null;
  /** All five ratings. */
  perRating: RatingCount[];
  /** Most named first. */
  perArea: AreaCount[];
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
  issueName: string | null;
  count: number;
}

export interface HotFacility {
  facilityId: string;
  facilityName: string | null;
  buildingName: string | null;
  /** Its issues open now. */
  open: number;
}

/** GET /api/dashboard/issues: issues over the last `days` days of the viewer's time zone. */
export interface IssueActivity {
  from: string;
  to: string;
  opened: number;
  resolved: number;
  /** Open now, whenever opened. */
  openNow: number;
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
  /** The main meters' litres of the day, never added to `litres`. */
  mainMeterLitres: number | null;
}

export interface FacilityUsage {
  facilityId: string;
  facilityName: string | null;
  buildingName: string | null;
  people: number;
  litres: number;
}

/** GET /api/dashboard/usage: people counters and water meters over the last `days` days of the viewer's time zone. */
export interface UsageSensors {
  peopleCounters: number;
  waterMeters: number;
  mainWaterMeters: number;
  feedbackPanels: number;
  devices: number;
}

export interface Usage {
  from: string;
  to: string;
  /** People counted in the range. */
  people: number;
  /** Litres through the toilets' water meters in the range. */
  litres: number;
  /** Litres on the buildings' main meters in the range, never added to `litres`; null when none. */
  mainMeterLitres: number | null;
  /** One per day, oldest first. */
  perDay: UsageDay[];
  /** The facilities that used the most water, at most five, most litres first. */
  byFacility: FacilityUsage[];
  /** The sensors within the caller's reach that measure these figures (none: no figure, not 0). */
  sensors: UsageSensors;
}

/** One row of GET /api/forecasts: a device due to run out (or, a bin, to fill) by `dueAt`. */
export interface DueSoon {
  deviceId: string;
  deviceName: string;
  facilityName: string | null;
  buildingName: string | null;
  /** The issue it will raise then (`paper-level-low`, `bin-full`, …). */
  issueType: string;
  level: number;
  dueAt: string;
}
