import type { Facility, FacilityType } from '@/api/facility';
import type { ApiSchema } from '@/api/schemas';

export type Building = ApiSchema<'BuildingOut'>;

export type BuildingInput = ApiSchema<'BuildingBody'>;

/** A floor of a building: GET /api/floors/{id} gives its plan (a data URI) and markers;
 * lists leave the plan out and say only whether there is one. */
export type Floor = ApiSchema<'FloorOut'>;

/** A toilet marker on a floor plan; x and y are fractions (0..1) of the plan's width and height. */
export type Marker = ApiSchema<'MarkerOut'>;

/** A marker as PUT /api/floors/{id}/markers takes it. */
export type MarkerInput = ApiSchema<'Marker'>;

/** One entry of PUT /api/buildings/{id}/floors; floors left out are removed. */
export type FloorInput = ApiSchema<'FloorSpecBody'>;

export type { Facility, FacilityType };

export type FacilityInput = ApiSchema<'FacilityBody'>;
