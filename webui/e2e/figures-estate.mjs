// The small estate e2e/figures.test.mjs counts on: a landlord of its own with one building,
// one toilet and its sensors, the readings sent to them, and what those readings make by hand.
import assert from 'node:assert/strict';
import { freshSeq, isoDay } from './harness.mjs';

export const MINUTE = 60_000;
/** The browser's zone (Asia/Singapore): the dashboard's days begin at midnight UTC+8. */
export const ZONE = { id: 'Asia/Singapore', minutes: 480 };
export const PASSWORD = 'figures-password-1';
/** Minutes each issue type may take (domain/kpi.py's defaults). */
const TARGETS = { 'paper-level-low': 30, 'floor-wet': 30, odour: 60 };

/**
 * What the test sends, minutes before it starts (`ago`): each device's readings, in order.
 * The bin is full and its battery low (two issues left open); paper runs out and an odour
 * rises (a cleaner resolves both); the floor is wet and dries (the rules resolve it: 25 minutes).
 */
const SENSORS = [
  { key: 'paper', type: 'toilet-paper', readings: [{ ago: 45, values: { range: 119 } }] },
  { key: 'odour', type: 'odour', readings: [{ ago: 15, values: { digitalInput: 1 } }] },
  { key: 'wet', type: 'wet-floor', readings: [{ ago: 35, values: { digitalInput: 1 } }, { ago: 10, values: { digitalInput: 0 } }] },
  { key: 'bin', type: 'bin-full', readings: [{ ago: 5, values: { range: 150, batteryVoltage: 3.1 } }] },
  {
    key: 'people',
    type: 'people-counter',
    readings: [
      { ago: 30, values: { peopleCounter: 100 } },
      { ago: 20, values: { peopleCounter: 140 } },
      { ago: 10, values: { peopleCounter: 175, rssi: -110 } },
    ],
  },
  { key: 'water', type: 'water-meter', readings: [{ ago: 20, values: { waterMeter: 1000 } }, { ago: 10, values: { waterMeter: 1085.5 } }] },
  {
    key: 'panel',
    type: 'feedback-panel',
    readings: [
      { ago: 30, values: { rating: 1, areas: ['no-hand-soap'] } },
      { ago: 25, values: { rating: 2, areas: [] } },
      { ago: 20, values: { rating: 2, areas: ['no-hand-soap', 'wet-floor'] } },
      { ago: 15, values: { rating: 4, areas: ['wet-floor'] } },
    ],
  },
  { key: 'main', type: 'main-water-meter', onBuilding: true, readings: [{ ago: 20, values: { waterMeter: 5000 } }, { ago: 10, values: { waterMeter: 5250.5 } }] },
  // Silent for three hours: offline.
  { key: 'climate', type: 'temp-humidity', readings: [{ ago: 180, values: { temperature: 22, humidity: 50 } }] },
  // Never heard from: unknown.
  { key: 'soap', type: 'soap-dispenser', readings: [] },
];

const hex = (length) => Array.from({ length }, () => '0123456789ABCDEF'[Math.floor(Math.random() * 16)]).join('');

/** The call's body, asserting it answered `status`. */
async function expect(call, status) {
  const answer = await call;
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  return answer.body;
}

/**
 * As the administrator: a landlord with a building, one floor and one toilet cleaned by the
 * demo's SparkleClean (whose demo cleaner is assigned to it), its sensors, and a manager.
 */
export async function buildEstate(api) {
  const { call } = api;
  const admin = await api.token('admin@example.com');
  const mark = hex(6);
  const landlord = await expect(call(admin, 'POST', '/companies', { name: `Figures Estates ${mark}`, type: 'LANDLORD', code: `FIG-${mark}` }), 201);
  const building = await expect(
    call(admin, 'POST', '/buildings', { name: `Figures House ${mark}`, address: '1 Tally Street', postalCode: '018989', landlordId: landlord.id }),
    201,
  );
  await expect(call(admin, 'PUT', `/buildings/${building.id}/floors`, [{ label: 'Ground', floorNumber: 0 }]), 204);
  const [floor] = await expect(call(admin, 'GET', `/buildings/${building.id}/floors`), 200);
  const facility = await expect(call(admin, 'POST', `/floors/${floor.id}/facilities`, { name: 'Figures Toilet', code: `FT-${mark}`, type: 'female' }), 201);
  const companies = await expect(call(admin, 'GET', '/companies?pageSize=100'), 200);
  const cleaningCompany = companies.items.find((company) => company.name.startsWith('SparkleClean'));
  assert.ok(cleaningCompany, 'the demo cleaning company exists');
  await expect(call(admin, 'POST', '/projects', { name: `Figures ${mark}`, buildingId: building.id, cleaningCompanyId: cleaningCompany.id }), 201);
  const devices = {};
  for (const sensor of SENSORS) {
    const place = sensor.onBuilding ? { buildingId: building.id } : { facilityId: facility.id };
    devices[sensor.key] = await expect(
      call(admin, 'POST', '/devices', { name: `${sensor.key} ${mark}`, type: sensor.type, deviceId: `id:6:${hex(12)}`, ...place }),
      201,
    );
  }
  const manager = `figures-${mark}@example.com`;
  await expect(
    call(admin, 'POST', '/users/ll-managers', { loginName: manager, password: PASSWORD, email: manager, profile: { name: 'Fay Figures' }, companyId: landlord.id }),
    201,
  );
  const cleaners = await expect(call(admin, 'GET', `/users/cleaners?pageSize=100&search=${encodeURIComponent('cleaner@example.com')}`), 200);
  const cleaner = cleaners.items.find((account) => account.loginName === 'cleaner@example.com');
  const assigned = await expect(call(admin, 'GET', `/users/cleaners/${cleaner.id}/facilities`), 200);
  await expect(call(admin, 'PUT', `/users/cleaners/${cleaner.id}/facilities`, { facilityIds: [...assigned.map((f) => f.id), facility.id] }), 204);
  return { facility, devices, manager };
}

/** Sends every planned reading, `ago` minutes before `start`. */
export async function sendReadings(api, devices, start) {
  const messages = SENSORS.flatMap((sensor) =>
    sensor.readings.map(({ ago, values }) => ({
      device: devices[sensor.key].deviceId,
      time: new Date(start - ago * MINUTE).toISOString(),
      seq: freshSeq(),
      readings: values,
    })),
  );
  const response = await fetch(`${api}/api/ingest/readings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Ingest-Key': 'demo-ingest-key' },
    body: JSON.stringify({ messages }),
  });
  assert.equal(response.status, 200);
  const taken = await response.json();
  assert.equal(taken.accepted, messages.length, JSON.stringify(taken));
}

/** As the demo cleaner: resolves each issue, noting when (between the moments around the call). */
export async function resolveAsCleaner(api, issues) {
  const cleaner = await api.token('cleaner@example.com');
  const resolved = {};
  for (const issue of issues) {
    const before = Date.now();
    await expect(api.call(cleaner, 'PUT', `/issues/${issue.id}/status`, { issuesStatus: 2 }), 204);
    const after = Date.now();
    const { resolvedAt } = await expect(api.call(cleaner, 'GET', `/issues/${issue.id}`), 200);
    const at = Date.parse(resolvedAt);
    assert.ok(at >= before - 1 && at <= after + 1, `${issue.issueType} resolved at ${resolvedAt}, between ${before} and ${after}`);
    resolved[issue.issueType] = at;
  }
  return resolved;
}

/** The value below which `share` of the ordered values lie, as domain/kpi.py's percentile. */
function percentile(ordered, share) {
  const rank = share * (ordered.length - 1);
  const low = Math.floor(rank);
  const high = Math.min(low + 1, ordered.length - 1);
  return ordered[low] + (ordered[high] - ordered[low]) * (rank - low);
}

/** What the readings and resolutions make, worked out from the plan alone. */
export function byHand(start, resolved) {
  const at = (ago) => start - ago * MINUTE;
  const day = (time) => isoDay(time + ZONE.minutes * MINUTE);
  const tally = (entries) => entries.reduce((days, [time, value = 1]) => ({ ...days, [day(time)]: (days[day(time)] ?? 0) + value }), {});
  const measured = { 'paper-level-low': at(45), odour: at(15), 'floor-wet': at(35), 'bin-full': at(5), battery: at(5) };
  const cleared = { 'paper-level-low': resolved['paper-level-low'], odour: resolved.odour, 'floor-wet': at(10) };
  const minutes = Object.entries(cleared).map(([type, time]) => ({ type, minutes: (time - measured[type]) / MINUTE }));
  const ordered = minutes.map((one) => one.minutes).sort((a, b) => a - b);
  return {
    overview: { buildings: 1, projects: 1, facilities: 1, online: 8, offline: 1, unknown: 1, lowBattery: 1, weakSignal: 1, openIssues: 2 },
    issues: {
      opened: 5,
      resolved: 3,
      openNow: 2,
      openedPerDay: tally(Object.values(measured).map((time) => [time])),
      resolvedPerDay: tally(Object.values(cleared).map((time) => [time])),
    },
    kpi: {
      resolved: 3,
      resolvedByStaff: 2,
      resolvedBySystem: 1,
      meanMinutes: ordered.reduce((sum, value) => sum + value, 0) / ordered.length,
      medianMinutes: percentile(ordered, 0.5),
      p90Minutes: percentile(ordered, 0.9),
      withinTarget: minutes.filter((one) => one.minutes <= TARGETS[one.type]).length / minutes.length,
    },
    feedback: {
      count: 4,
      average: (1 + 2 + 2 + 4) / 4,
      perRating: { excellent: 1, good: 2, average: 0, poor: 1, 'very-poor': 0 },
      perArea: { 'no-hand-soap': 2, 'wet-floor': 2 },
    },
    usage: {
      people: 75,
      litres: 85.5,
      mainMeterLitres: 250.5,
      peoplePerDay: tally([[at(20), 40], [at(10), 35]]),
      litresPerDay: tally([[at(10), 85.5]]),
      mainMeterPerDay: tally([[at(10), 250.5]]),
    },
  };
}
