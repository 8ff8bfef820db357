import type { Facility, FacilityType } from '@/api/facility';

export type { Facility, FacilityType };
