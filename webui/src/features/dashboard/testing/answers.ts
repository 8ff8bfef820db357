import recording from './recorded-answers.json';

/**
 * The dashboard's answers for its tests, made from those recorded from the running API
 * (recorded-answers.json, written by e2e/record-answers.mjs and checked against the live API by
 * e2e/figures.test.mjs): a test changes the figures, never the shape. So a widget that reads a
 * field the API does not send fails its test instead of showing 0.
 */

type Json = null | boolean | number | string | Json[] | { [field: string]: Json };

const { _: _note, ...recorded } = recording as unknown as Record<string, Json>;

/** The calls recorded: `overview`, `issues`, `usage`, `kpi`, `feedback`, `recentIssues`. */
export type RecordedCall = Exclude<keyof typeof recording, '_'>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function like(was: Json, change: unknown, at: string): unknown {
  if (change === undefined) return was;
  if (Array.isArray(change)) {
    // A list's items take the shape of the recorded list's first.
    if (!Array.isArray(was) || was.length === 0) throw new Error(`${at}: the API sends ${JSON.stringify(was)} here, not a list of items`);
    return change.map((item, index) => like(was[0], item, `${at}[${index}]`));
  }
  if (isObject(change)) {
    if (!isObject(was)) throw new Error(`${at}: the API sends ${JSON.stringify(was)} here, not an object`);
    const made: Record<string, unknown> = { ...was };
    for (const [field, value] of Object.entries(change)) {
      if (!Object.hasOwn(was, field)) {
        throw new Error(`${at}.${field}: the API sends no such field (it sends ${Object.keys(was).join(', ')})`);
      }
      made[field] = like(was[field], value, `${at}.${field}`);
    }
    return made;
  }
  if (change !== null && was !== null && typeof change !== typeof was) {
    throw new Error(`${at}: the API sends ${typeof was} here, not ${typeof change}`);
  }
  return change;
}

/**
 * The recorded answer of `call` with `changes`: fields (at any depth) it has, with values of
 * the kind it has there, or null; a changed list's items are the recorded first item changed.
 */
export function answerLike(call: RecordedCall, changes: Record<string, unknown> | unknown[] = {}): unknown {
  return like(recorded[call], changes, call);
}
