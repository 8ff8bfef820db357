import type { Kpi } from '@/components/reports/report-types';

/** One group of a breakdown: a building, a cleaning company or a staff member, by name (null once it is gone). */
export interface KpiGroup extends Kpi {
  id: string;
  name: string | null;
}

/** One issue type, with the target its resolutions are held to (minutes). */
export interface KpiTypeRow extends Kpi {
  issueType: string;
  targetMinutes: number | null;
}

/** The breakdowns of GET /api/dashboard/kpi and the names its export takes. */
export type Breakdown = 'building' | 'company' | 'staff' | 'type';

/** GET /api/dashboard/kpi: the range's response times overall and per building, cleaning company, staff member and issue type. */
export interface KpiBreakdowns {
  from: string;
  to: string;
  overall: Kpi;
  /** How many issues in reach first escalated in the range (0 when the answer has no such count). */
  escalated: number;
  perBuilding: KpiGroup[];
  perCompany: KpiGroup[];
  perStaff: KpiGroup[];
  perType: KpiTypeRow[];
}
