import type { ApiSchema } from '@/api/schemas';

/** A row of GET /api/usage: one facility's day, or a building's main meters' day (`source: "main-meter"`). */
export type UsageRow = ApiSchema<'UsageOut'>;

/** A row with the id the table keys it by: facility (or building's main meter) and day. */
export interface UsageListRow extends UsageRow {
  id: string;
}

export const isMainMeter = (row: UsageRow) => row.source === 'main-meter' || (row.facilityId === null && row.source !== 'toilets');
