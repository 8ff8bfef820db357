import type { FacilityOption } from '@/api/get-facility-options';

export type AccountKind = 'admin' | 'll-manager' | 'cc-manager' | 'supervisor' | 'cleaner' | 'worker';
export type Segment = 'admins' | 'll-managers' | 'cc-managers' | 'supervisors' | 'cleaners' | 'workers';
export type { StaffSegment } from '@/api/get-staff-options';
export type Gender = 'female' | 'male';

export interface Account {
  id: string;
  kind: AccountKind;
  role?: string | null;
  loginName: string;
  email: string;
  profile?: { name?: string | null } | null;
  phone?: string | null;
  gender?: Gender | null;
  birthDate?: string | null;
  companyId?: string | null;
  companyName?: string | null;
  supervisorId?: string | null;
  supervisorName?: string | null;
  address?: string | null;
  mobileNo?: string | null;
  country?: string | null;
  performanceRating?: number | null;
  joinDate?: string | null;
  createdAt?: string | null;
  version?: number | null;
}

/** The profile part shared by create and update bodies. Empty optional fields are sent as null. */
export interface AccountProfileInput {
  email: string;
  profile: { name: string };
  role?: string;
  companyId: string | null;
  phone: string | null;
  gender: Gender | null;
  birthDate: string | null;
  supervisorId?: string | null;
  address?: string | null;
  mobileNo?: string | null;
  country?: string | null;
  performanceRating?: number | null;
  joinDate?: string | null;
}

export interface CreateAccountInput extends AccountProfileInput {
  loginName: string;
  password: string;
}

export interface UpdateAccountInput extends AccountProfileInput {
  password?: string;
  version?: number;
}

/** A facility an account is assigned to, as the facility pickers list it. */
export type AssignedFacility = FacilityOption;
