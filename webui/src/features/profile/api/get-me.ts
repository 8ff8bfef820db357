import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

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

export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiClient.get<Me>('/authn/me', undefined, { signal });
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => getMe(signal),
  });

export function useMe(queryConfig?: QueryConfig<typeof getMeQueryOptions>) {
  return useQuery({ ...getMeQueryOptions(), ...queryConfig });
}
