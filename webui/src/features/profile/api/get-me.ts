import { apiClient } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';

/** The signed-in account (GET /api/authn/me). */
export interface Me {
  id: string;
  kind?: string;
  role?: string;
  loginName?: string;
  email?: string;
  profile?: { name?: string };
  phone?: string | null;
  gender?: string | null;
  birthDate?: string | null;
  companyId?: string | null;
  companyName?: string | null;
  supervisorName?: string | null;
  address?: string | null;
  mobileNo?: string | null;
  country?: string | null;
  joinDate?: string | null;
  createdAt?: string | null;
}

export const { get: getMe, options: getMeQueryOptions, use: useMe } = defineStaticQuery(['me'], (signal) =>
  apiClient.get<Me>('/authn/me', undefined, { signal }),
);
