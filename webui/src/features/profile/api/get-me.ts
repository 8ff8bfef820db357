import { apiClient } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

/** The signed-in account (GET /api/authn/me). */
export type Me = ApiSchema<'AccountOut'>;

export const { get: getMe, options: getMeQueryOptions, use: useMe } = defineStaticQuery(['me'], (signal) =>
  apiClient.get<Me>('/authn/me', undefined, { signal }),
);
