import { apiClient } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import type { Overview } from '../types';
import { count, nullable, readAnswer, record } from './answer-shape';

const seen = nullable(count);

const overview = record<Overview>({
  companies: seen,
  buildings: seen,
  projects: seen,
  facilities: seen,
  openIssues: seen,
  devices: nullable(
    record<NonNullable<Overview['devices']>>({
      total: seen,
      online: seen,
      offline: seen,
      unknown: seen,
      lowBattery: seen,
      weakSignal: seen,
    }),
  ),
  gateways: nullable(record<NonNullable<Overview['gateways']>>({ connected: seen, disconnected: seen })),
});

/**
 * GET /api/dashboard/overview: what the caller's tenancy holds, counted on the server
 * (supervisors: their facilities'); a part the role may not see is null.
 */
export const { get: getOverview, options: getOverviewQueryOptions, use: useOverview } = defineStaticQuery(
  ['dashboard', 'overview'],
  async (signal) => readAnswer(overview, await apiClient.get('/dashboard/overview', undefined, { signal })),
);
