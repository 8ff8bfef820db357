import type { FacilityOption } from '@/api/get-facility-options';
import type { ApiSchema } from '@/api/schemas';

export type AccountKind = 'admin' | 'll-manager' | 'cc-manager' | 'supervisor' | 'cleaner' | 'worker';
export type Segment = 'admins' | 'll-managers' | 'cc-managers' | 'supervisors' | 'cleaners' | 'workers';
export type { StaffSegment } from '@/api/get-staff-options';
export type Gender = 'female' | 'male';

export type Account = ApiSchema<'AccountOut'>;

/** The profile part shared by create and update bodies. Empty optional fields are sent as null. */
export type AccountProfileInput = Omit<ApiSchema<'CreateAccount'>, 'loginName' | 'password'>;

export type CreateAccountInput = ApiSchema<'CreateAccount'>;

export type UpdateAccountInput = ApiSchema<'UpdateAccount'>;

/** A facility an account is assigned to, as the facility pickers list it. */
export type AssignedFacility = FacilityOption;
