import type { Report } from '@/components/reports/report-types';

/** One building's period of GET /api/reports. */
export interface BuildingReport extends Report {
  buildingId: string;
  buildingName: string;
  landlordName?: string | null;
}

export interface Reports {
  from: string;
  to: string;
  buildings: BuildingReport[];
}

export interface ReportsParams {
  from: string;
  to: string;
  buildingId?: string;
  /** The viewer's offset from UTC, so a day of the period is the viewer's day. */
  utcOffsetMinutes?: number;
  /** The viewer's named zone when one is chosen (the API prefers it to the offset). */
  timeZone?: string;
}
