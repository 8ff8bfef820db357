/** A row of GET /api/usage: one facility's day, or a building's main meters' day (`source: "main-meter"`). */
export interface UsageRow {
  facilityId: string | null;
  facilityName: string | null;
  buildingId?: string | null;
  buildingName?: string | null;
  floorLabel?: string | null;
  /** `YYYY-MM-DD`, a day of the viewer's time zone. */
  day: string;
  people: number | null;
  litres: number | null;
  source?: 'toilets' | 'main-meter' | string | null;
  /** Whether the facility has a people counter, a water meter: without one its figure is missing, not 0. */
  hasPeopleCounter?: boolean;
  hasWaterMeter?: boolean;
}

/** A row with the id the table keys it by: facility (or building's main meter) and day. */
export interface UsageListRow extends UsageRow {
  id: string;
}

export const isMainMeter = (row: UsageRow) => row.source === 'main-meter' || (row.facilityId === null && row.source !== 'toilets');
