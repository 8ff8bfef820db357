import type { IntlShape, MessageDescriptor } from 'react-intl';
import { validationMessages as m } from './messages';

/** A client-side error: a message to translate, with its values. */
export interface FieldError {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  /** The server's English words for a rule this client has no text of: said to English readers. */
  english?: string;
}

/** A field's error: translated on screen, or the server's own words. */
export type FieldIssue = FieldError | string;

/** A field's error in the user's language; the server's English words only to an English reader. */
export function fieldIssueText(intl: IntlShape, issue: FieldIssue): string {
  if (typeof issue === 'string') return issue;
  if (issue.english && intl.locale.startsWith('en')) return issue.english;
  return intl.formatMessage(issue.message, issue.values);
}

export type Validator = (value: string) => FieldError | null;

/** The server's limits (domain/validation.py): text ≤ 200, passwords 8–128. */
export const MAX_TEXT = 200;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s.]+$/;
const COMPANY_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const required: Validator = (value) => (value.trim() ? null : { message: m.required });

export const maxLength =
  (max: number): Validator =>
  (value) =>
    value.length > max ? { message: m.tooLong, values: { max } } : null;

export const minLength =
  (min: number): Validator =>
  (value) =>
    value && value.length < min ? { message: m.tooShort, values: { min } } : null;

export const plainText: Validator = (value) =>
  [...value].some((char) => char.charCodeAt(0) < 32) ? { message: m.invalidFormat } : null;

export const email: Validator = (value) =>
  value && (!EMAIL.test(value.trim()) || value.length > 254) ? { message: m.invalidEmail } : null;

export const isoDate: Validator = (value) => {
  if (!value) return null;
  const match = ISO_DATE.exec(value);
  if (!match) return { message: m.incorrectDate };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && year >= 1900 && year <= 2200 ? null : { message: m.incorrectDate };
};

export const companyCode: Validator = (value) =>
  value && !COMPANY_CODE.test(value) ? { message: m.companyCode } : null;

export const numberBetween =
  (min: number, max: number, { integer = false } = {}): Validator =>
  (value) => {
    if (!value.trim()) return null;
    const number = Number(value);
    if (!Number.isFinite(number)) return { message: m.invalidFormat };
    if (integer && !Number.isInteger(number)) return { message: m.wholeNumber };
    return number < min || number > max ? { message: m.numberRange, values: { min, max } } : null;
  };

/** The first error of the validators, in order; none (undefined, as a form's errors hold it) when all pass. */
export function check(value: string, ...validators: Validator[]): FieldError | undefined {
  for (const validate of validators) {
    const error = validate(value);
    if (error) return error;
  }
  return undefined;
}

/** Required text as the server checks it. */
export const requiredText = (value: string) => check(value, required, maxLength(MAX_TEXT), plainText);
/** Optional text as the server checks it. */
export const optionalText = (value: string) => check(value, maxLength(MAX_TEXT), plainText);
