/**
 * The dashboard's answers read by name, checked as they arrive: every field a widget shows
 * must be in the answer with a value of its kind, else the call fails (and the widget says so)
 * instead of showing a figure the server never sent. Fields the dashboard does not read are
 * left alone, so the server may add some.
 */

/** An answer without a field the dashboard reads, or with a value of another kind there. */
export class AnswerShapeError extends Error {
  /** Where in the answer: `openNow`, `perDay[3].litres`. */
  readonly field: string;

  constructor(field: string, expected: string, found: unknown) {
    super(`The answer's ${field} is ${found === undefined ? 'missing' : `not ${expected}: ${JSON.stringify(found)}`}`);
    this.name = 'AnswerShapeError';
    this.field = field;
  }
}

/** Reads one value at `field` of the answer, or throws an AnswerShapeError. */
export type Shape<T> = (value: unknown, field: string) => T;

const fail = (field: string, expected: string, found: unknown): never => {
  throw new AnswerShapeError(field, expected, found);
};

export const count: Shape<number> = (value, field) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(field, 'a number', value);

export const text: Shape<string> = (value, field) => (typeof value === 'string' ? value : fail(field, 'text', value));

/** A rating by its word (`poor`) or its value (4). */
export const textOrCount: Shape<string | number> = (value, field) =>
  typeof value === 'string' ? value : count(value, field);

/** `null` as sent (a figure the server could not count, or one the role may not see), else `shape`. */
export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value, field) =>
    value === null ? null : shape(value, field);

export const listOf =
  <T>(item: Shape<T>): Shape<T[]> =>
  (value, field) =>
    Array.isArray(value) ? value.map((one, index) => item(one, `${field}[${index}]`)) : fail(field, 'a list', value);

/** Each of T's fields, by name; the answer must hold every one of them. */
export type Fields<T> = { [K in keyof T]-?: Shape<T[K]> };

export const record =
  <T>(fields: Fields<T>): Shape<T> =>
  (value, field) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(field, 'an object', value);
    const answer = value as Record<string, unknown>;
    const read = {} as T;
    for (const name of Object.keys(fields) as (keyof T & string)[]) {
      const at = field ? `${field}.${name}` : name;
      if (!Object.hasOwn(answer, name)) fail(at, '', undefined);
      read[name] = fields[name](answer[name], at);
    }
    return read;
  };

/** The whole answer of a call read through its shape. */
export function readAnswer<T>(shape: Shape<T>, answer: unknown): T {
  return shape(answer, '');
}
