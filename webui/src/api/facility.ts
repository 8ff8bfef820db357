import type { ApiSchema } from '@/api/schemas';

export type FacilityType = 'male' | 'female' | 'accessible';

/** A facility (toilet) as GET /api/facilities and a building's floors give it. */
export type Facility = ApiSchema<'FacilityOut'>;
