/**
 * The figures of the KPI, reports and facility reports calls (the numbers contract): K is the
 * response time of the issues resolved in a range, R a period's summary of a building or facility.
 */
export interface Kpi {
  resolved: number;
  resolvedByStaff: number;
  resolvedBySystem: number;
  /** Minutes from when the condition was measured to its resolution; null when none was resolved. */
  meanMinutes: number | null;
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Share 0..1 resolved within its issue type's target; null when none was resolved. */
  withinTarget: number | null;
}

export interface RatingCount {
  /** A rating word (`poor`) or value (4). */
  rating: string | number;
  count: number;
}

export interface AreaCount {
  area: string;
  count: number;
}

export interface IssueTypeTally {
  issueType: string;
  opened: number;
  resolved: number;
}

export interface ReportFeedback {
  count: number;
  /** 1 excellent … 5 very poor; null without feedback. */
  average: number | null;
  perRating: RatingCount[];
  topAreas: AreaCount[];
}

/** How many sensors of each kind the place has (as the estate is now): a figure none measures is missing, not 0. */
export interface Sensors {
  peopleCounters: number;
  /** The toilets' water meters. */
  waterMeters: number;
  mainWaterMeters: number;
  feedbackPanels: number;
  devices: number;
}

/** R: one building's (or facility's) period. */
export interface Report {
  issuesByType: IssueTypeTally[];
  kpi: Kpi;
  feedback: ReportFeedback;
  people: number;
  /** The toilets' water meters. */
  litres: number;
  /** The building's main meters, never added to the toilets' litres. */
  mainMeterLitres: number | null;
  /** Share 0..1 of the period's device-hours (from each device's coming) with a reading; null without devices. */
  deviceUptime: number | null;
  /** Null when the answer does not say (its figures are then shown as they are). */
  sensors: Sensors | null;
}

/** A finite number, else `fallback`. */
export const numberOr = <T extends number | null>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
export const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** K as answered, with missing counts as 0 and missing times as null. */
export function toKpi(value: unknown): Kpi {
  const record = (value ?? {}) as Record<string, unknown>;
  return {
    resolved: numberOr(record.resolved, 0),
    resolvedByStaff: numberOr(record.resolvedByStaff, 0),
    resolvedBySystem: numberOr(record.resolvedBySystem, 0),
    meanMinutes: numberOr(record.meanMinutes, null),
    medianMinutes: numberOr(record.medianMinutes, null),
    p90Minutes: numberOr(record.p90Minutes, null),
    withinTarget: numberOr(record.withinTarget, null),
  };
}

/** The sensor counts as answered, or null when the answer has none. */
export function toSensors(value: unknown): Sensors | null {
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return {
    peopleCounters: numberOr(record.peopleCounters, 0),
    waterMeters: numberOr(record.waterMeters, 0),
    mainWaterMeters: numberOr(record.mainWaterMeters, 0),
    feedbackPanels: numberOr(record.feedbackPanels, 0),
    devices: numberOr(record.devices, 0),
  };
}

/** R as answered, tolerating missing parts. */
export function toReport(value: unknown): Report {
  const record = (value ?? {}) as Record<string, unknown>;
  const feedback = (record.feedback ?? {}) as Record<string, unknown>;
  return {
    issuesByType: listOf(record.issuesByType),
    kpi: toKpi(record.kpi),
    feedback: {
      count: numberOr(feedback.count, 0),
      average: numberOr(feedback.average, null),
      perRating: listOf(feedback.perRating),
      topAreas: listOf(feedback.topAreas),
    },
    people: numberOr(record.people, 0),
    litres: numberOr(record.litres, 0),
    mainMeterLitres: numberOr(record.mainMeterLitres, null),
    deviceUptime: numberOr(record.deviceUptime, null),
    sensors: toSensors(record.sensors),
  };
}
