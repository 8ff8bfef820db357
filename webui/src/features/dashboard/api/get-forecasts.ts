import { apiClient } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import type { DueSoon } from '../types';
import { count, listOf, nullable, readAnswer, record, text } from './answer-shape';

/** How far ahead the dashboard's list looks. */
export const DUE_WITHIN_HOURS = 24;

const dueSoon = record<{ items: DueSoon[] }>({
  items: listOf(
    record<DueSoon>({
      deviceId: text,
      deviceName: text,
      facilityName: nullable(text),
      buildingName: nullable(text),
      issueType: text,
      level: count,
      dueAt: text,
    }),
  ),
});

/** GET /api/forecasts?withinHours=24: the caller's devices due to run out (or fill) within a day, soonest first. */
export const { get: getDueSoon, options: getDueSoonQueryOptions, use: useDueSoon } = defineStaticQuery(
  // Under the dashboard's keys: a device's reading (a live update) asks it again.
  ['dashboard', 'forecasts', DUE_WITHIN_HOURS],
  async (signal) => readAnswer(dueSoon, await apiClient.get('/forecasts', { withinHours: DUE_WITHIN_HOURS }, { signal })).items,
);
