import type { ApiSchema } from '@/api/schemas';

/** One check-in at a facility's door (GET /api/check-ins). */
export type CheckIn = ApiSchema<'CheckInOut'>;

/** A toilet's day: how many check-ins, by how many staff (GET /api/check-ins/visits). */
export type VisitDay = ApiSchema<'VisitsOut'>['items'][number];

/** A row of the visits table, keyed by facility and day. */
export interface VisitRow extends VisitDay {
  id: string;
}
