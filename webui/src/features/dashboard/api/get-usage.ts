import type { FacilityUsage, Usage, UsageDay, UsageSensors } from '../types';
import { count, listOf, nullable, record, text } from './answer-shape';
import { rangeQuery } from './range-answer';

const usage = record<Usage>({
  from: text,
  to: text,
  people: count,
  litres: count,
  mainMeterLitres: nullable(count),
  perDay: listOf(record<UsageDay>({ day: text, people: count, litres: count, mainMeterLitres: nullable(count) })),
  byFacility: listOf(
    record<FacilityUsage>({ facilityId: text, facilityName: nullable(text), buildingName: nullable(text), people: count, litres: count }),
  ),
  sensors: record<UsageSensors>({ peopleCounters: count, waterMeters: count, mainWaterMeters: count, feedbackPanels: count, devices: count }),
});

/**
 * GET /api/dashboard/usage?days|weeks=&utcOffsetMinutes=: people counted and litres of water used
 * per day (the toilets' meters, and beside them the main meters'), and the facilities that used the most water.
 */
export const { get: getUsage, options: getUsageQueryOptions, use: useUsage } = rangeQuery(
  ['usage', 'dashboard'],
  '/dashboard/usage',
  usage,
);
