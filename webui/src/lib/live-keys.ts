import type { QueryKey } from '@tanstack/react-query';

/** One message of `GET /api/events`: what changed, never its new state (docs/live-updates.md). */
export interface LiveChange {
  kind: string;
  id: string;
  type: string;
}

/** A key prefix; `*` stands for any one part. */
type Pattern = readonly string[];

interface Shown {
  /** The API resource the kind's queries are keyed under (`lib/query.ts`). */
  resource: string;
  /** Other resources' queries that show the kind (counts, reports, a record's sub-lists). */
  also: readonly Pattern[];
}

const ANY = '*';
const FACILITY_REPORTS: Pattern = ['facilities', 'detail', ANY, 'reports'];

/**
 * Which queries show each kind of record. Query keys begin with the resource the answer comes
 * from, so a change of a kind makes its resource's queries stale (lists, totals, pickers, its
 * own detail and what hangs under it) and those of `also`. A record's detail is keyed by its id,
 * so the details of other records of the kind are left alone.
 */
export const SHOWN_BY: Readonly<Record<string, Shown>> = {
  company: { resource: 'companies', also: [['buildings'], ['projects'], ['users'], ['dashboard']] },
  building: { resource: 'buildings', also: [['companies'], ['floors'], ['facilities'], ['projects'], ['devices'], ['dashboard']] },
  floor: { resource: 'floors', also: [['buildings'], ['facilities'], ['devices']] },
  facility: { resource: 'facilities', also: [['buildings'], ['floors'], ['devices'], ['users'], ['dashboard']] },
  project: { resource: 'projects', also: [['companies'], ['inventory'], ['dashboard']] },
  account: { resource: 'users', also: [['me']] },
  device: { resource: 'devices', also: [['dashboard'], ['usage'], ['reports'], FACILITY_REPORTS] },
  issue: {
    resource: 'issues',
    also: [['dashboard'], ['reports'], FACILITY_REPORTS, ['tasks', 'mine']],
  },
  task: { resource: 'tasks', also: [['issues', 'detail', ANY, 'tasks'], ['issues', 'detail', ANY, 'history']] },
  notification: { resource: 'notifications', also: [] },
  schedule: { resource: 'schedules', also: [] },
  leave: { resource: 'leaves', also: [['schedules', 'calendar']] },
  inventory: { resource: 'inventory', also: [] },
};

/** The kinds the client listens for: an `EventSource` hands a named event only to its listeners. */
export const LIVE_KINDS = Object.keys(SHOWN_BY);

/** A sensor reading (`device`, `Recorded`) changes a device's state, never its name. */
const READING = 'Recorded';
/** What a reading leaves alone: the resource's pickers and names, and period reports. */
const NAMES = new Set(['options', 'filter-options', 'types']);

const matches = (pattern: Pattern, key: QueryKey) =>
  key.length >= pattern.length && pattern.every((part, at) => part === ANY || part === key[at]);

/** Whether a query of the kind's own resource shows the changed record. */
function showsRecord(change: LiveChange, key: QueryKey): boolean {
  if (change.type === READING && NAMES.has(String(key[1]))) return false;
  // `[resource, 'detail', id, …]` (users: `['users', segment, 'detail', id, …]`).
  const detail = key.indexOf('detail');
  return detail < 0 || key[detail + 1] === change.id;
}

/** Whether a change makes the query of `key` stale. */
export function isShownBy(change: LiveChange, key: QueryKey): boolean {
  const shown = SHOWN_BY[change.kind];
  if (!shown) return false;
  if (key[0] === shown.resource) return showsRecord(change, key);
  const also = change.type === READING ? shown.also.filter((pattern) => pattern[0] !== 'reports') : shown.also;
  return also.some((pattern) => matches(pattern, key));
}

/** A message's data, or null when it is not a change (`ready`'s `{}`, a newer server's shape). */
export function parseChange(data: unknown): LiveChange | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<LiveChange> | null;
    if (typeof value?.kind !== 'string' || typeof value.id !== 'string') return null;
    return { kind: value.kind, id: value.id, type: typeof value.type === 'string' ? value.type : '' };
  } catch {
    return null;
  }
}
