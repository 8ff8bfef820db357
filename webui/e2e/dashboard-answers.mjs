// The dashboard's calls, and the answers to them recorded from a running console
// (src/features/dashboard/testing/recorded-answers.json), which the widgets' Vitest tests are
// fed from. The recording is only worth its name while the API still answers in its shape:
// e2e/figures.test.mjs compares it with live answers on both back ends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webui } from './harness.mjs';

export const RECORDED = join(webui, 'src', 'features', 'dashboard', 'testing', 'recorded-answers.json');

/** Each call the dashboard makes, by the name the recording keeps its answer under. */
export const DASHBOARD_CALLS = {
  overview: () => '/dashboard/overview',
  issues: (range) => `/dashboard/issues?${range}`,
  usage: (range) => `/dashboard/usage?${range}`,
  kpi: (range) => `/dashboard/kpi?${range}`,
  feedback: (range) => `/dashboard/feedback?${range}`,
  recentIssues: () => '/issues?page=1&pageSize=5&sort=-createdAt',
};

export const readRecorded = () => JSON.parse(readFileSync(RECORDED, 'utf8'));

/** Objects whose fields differ from one record to the next: a reading holds what its device measures. */
const OPEN_FIELDS = new Set(['reading']);

const kindOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value);

/** A value of another kind than recorded (null goes with anything). */
function kindDifference(recorded, live, at) {
  const [was, is] = [kindOf(recorded), kindOf(live)];
  return was === 'null' || is === 'null' || was === is ? [] : [`${at || 'the answer'}: recorded ${was}, the API sends ${is}`];
}

/**
 * Where `live` is not shaped like `recorded`: a field one has and the other has not, or a
 * value of another kind (null goes with anything, for a figure the caller may not see or
 * could not be counted). A list's items are each compared with the recorded list's first.
 */
export function shapeDifferences(recorded, live, at = '') {
  const kind = kindDifference(recorded, live, at);
  if (kind.length > 0 || recorded === null || live === null) return kind;
  const liveKind = kindOf(live);
  if (liveKind === 'list') {
    if (recorded.length === 0) return live.length === 0 ? [] : [`${at}: the recording has no item to compare with`];
    return live.flatMap((item, index) => shapeDifferences(recorded[0], item, `${at}[${index}]`));
  }
  if (liveKind !== 'object') return [];
  const differences = [];
  for (const key of Object.keys(recorded)) if (!Object.hasOwn(live, key)) differences.push(`${at}.${key}: recorded, no longer sent`);
  for (const key of Object.keys(live)) {
    if (!Object.hasOwn(recorded, key)) differences.push(`${at}.${key}: sent, not in the recording`);
    else if (OPEN_FIELDS.has(key)) differences.push(...kindDifference(recorded[key], live[key], `${at}.${key}`));
    else differences.push(...shapeDifferences(recorded[key], live[key], `${at}.${key}`));
  }
  return differences;
}
