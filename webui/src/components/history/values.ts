import type { MessageDescriptor } from 'react-intl';
import { deviceTypeMessages, issueTypeMessages } from '@/config/catalogues';
import { roleMessages } from '../role-badge';
import { changeMessages, fieldMessages, isField, valueMessages } from './field-messages';
import { list, message, ref, type Piece, type RefKind, type SentenceContext } from './pieces';

/** Fields holding ids of other records (at any depth), and the kind each names. */
export const REFERENCES: Readonly<Record<string, RefKind>> = {
  staffId: 'account',
  supervisorId: 'account',
  recipientId: 'account',
  companyId: 'company',
  landlordId: 'company',
  cleaningCompanyId: 'company',
  buildingId: 'building',
  floorId: 'floor',
  floorIds: 'floor',
  facilityId: 'facility',
  facilityIds: 'facility',
  projectId: 'project',
  deviceId: 'device',
  issueId: 'issue',
  taskId: 'task',
  scheduleId: 'schedule',
  leaveId: 'leave',
  inventoryId: 'inventory',
};

const DATES = new Set(['startDate', 'endDate', 'birthDate', 'joinDate']);
const MOMENTS = new Set(['measuredAt', 'clearedAt', 'resolvedAt']);
const COMPANY_TYPES = new Set(['LANDLORD', 'CLEANING_COMPANY']);
const FACILITY_TYPES = new Set(['male', 'female', 'accessible']);
const LEAVE_TYPES = new Set(['MC', 'ANNUAL', 'OFF_IN_LIEU', 'HALF_DAY_AM', 'HALF_DAY_PM', 'NO_PAY']);
const SCHEDULE_TYPES = new Set(['REGULAR', 'RELIEF', 'OVERTIME']);
const STATUSES = new Set(['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN']);
const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

export const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A label of one of the tables, or the value as it came when the table does not know it. */
function labelled(ctx: SentenceContext, table: Record<string, MessageDescriptor>, value: unknown): string {
  const key = String(value);
  return Object.hasOwn(table, key) ? ctx.intl.formatMessage(table[key]) : key;
}

const utcDay = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
};

/** A calendar date (`YYYY-MM-DD`): the day it names, in the reader's language. */
export function dayText(ctx: SentenceContext, value: unknown): string {
  const day = typeof value === 'string' ? utcDay(value) : null;
  return day ? ctx.intl.formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' }) : String(value ?? '');
}

/** Two calendar dates as one range ("3–5 Dec 2027"), one date when they are the same day. */
export function daysText(ctx: SentenceContext, start: unknown, end: unknown): string {
  const from = typeof start === 'string' ? utcDay(start) : null;
  const to = typeof end === 'string' ? utcDay(end) : null;
  if (!from || !to) return dayText(ctx, start ?? end);
  return ctx.intl.formatDateTimeRange(from, to, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A moment, in the reader's time zone. */
export function momentText(ctx: SentenceContext, value: unknown): string {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return String(value ?? '');
  return ctx.intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: ctx.timeZone });
}

/** `MON`… as the reader's language names the days. */
export function weekdaysText(ctx: SentenceContext, value: unknown): string {
  const days = Array.isArray(value) ? value : [];
  return ctx.intl.formatList(
    days.map((day) => {
      const index = WEEKDAYS.indexOf(String(day));
      // 1 January 2024 was a Monday.
      return index < 0 ? String(day) : ctx.intl.formatDate(Date.UTC(2024, 0, 1 + index), { weekday: 'short', timeZone: 'UTC' });
    }),
  );
}

/** An enum of the record's `type`, by what the record is. */
function typeOf(ctx: SentenceContext, value: unknown): string {
  const key = String(value);
  const known = COMPANY_TYPES.has(key) || FACILITY_TYPES.has(key) || LEAVE_TYPES.has(key) || SCHEDULE_TYPES.has(key);
  return known ? labelled(ctx, valueMessages, key) : key;
}

/** The words for one value of a field; null for what a sentence cannot show (a reading). */
export function valueOf(ctx: SentenceContext, field: string, value: unknown): Piece | null {
  const kind = REFERENCES[field];
  if (kind) return Array.isArray(value) ? list(value.map((id) => ref(kind, id))) : ref(kind, value);
  if (isEmpty(value)) return ctx.intl.formatMessage(valueMessages.none);
  if (DATES.has(field)) return dayText(ctx, value);
  if (MOMENTS.has(field)) return momentText(ctx, value);
  switch (field) {
    case 'weekdays':
      return weekdaysText(ctx, value);
    case 'type':
      return typeOf(ctx, value);
    case 'status':
      return STATUSES.has(String(value)) ? labelled(ctx, valueMessages, value) : String(value);
    case 'issueType':
      return labelled(ctx, issueTypeMessages, value);
    case 'role':
    case 'staffRole':
      return labelled(ctx, roleMessages, value);
    case 'kind':
      return Object.hasOwn(deviceTypeMessages, String(value)) ? labelled(ctx, deviceTypeMessages, value) : labelled(ctx, roleMessages, value);
    case 'gender':
      return ctx.intl.formatMessage(value === 'male' ? valueMessages.genderMale : valueMessages.genderFemale);
    case 'source':
      return labelled(ctx, valueMessages, value);
    case 'floorPlan':
      return ctx.intl.formatMessage(valueMessages.newPlan);
    case 'password':
      return ctx.intl.formatMessage(valueMessages.changed);
    case 'markers':
      return ctx.intl.formatMessage(valueMessages.markerCount, { count: Array.isArray(value) ? value.length : 0 });
    case 'accessories':
      return list(
        (Array.isArray(value) ? value : []).map((item: { name?: unknown; quantity?: unknown }) =>
          ctx.intl.formatMessage(valueMessages.accessory, { name: String(item?.name ?? ''), quantity: Number(item?.quantity ?? 0) }),
        ),
      );
  }
  if (typeof value === 'boolean') return ctx.intl.formatMessage(value ? valueMessages.yes : valueMessages.no);
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  return null;
}

/** A field's label; a field no table knows is spelled out ("lowStockLevel" → "low stock level"). */
export function fieldText(ctx: SentenceContext, field: string): string {
  if (isField(field)) return ctx.intl.formatMessage(fieldMessages[field]);
  return field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null) || (isEmpty(a) && isEmpty(b));

/**
 * The fields a change set apart from the record before it, each as "field from … to …";
 * a value a sentence cannot show is named by its field alone.
 */
export function changesOf(
  ctx: SentenceContext,
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
  fields: readonly string[] = Object.keys(changes),
): Piece[] {
  const shown: Piece[] = [];
  for (const field of fields) {
    if (!(field in changes) || same(before[field], changes[field])) continue;
    const label = fieldText(ctx, field);
    const wasEmpty = isEmpty(before[field]);
    const nowEmpty = isEmpty(changes[field]);
    const from = wasEmpty ? null : valueOf(ctx, field, before[field]);
    const to = nowEmpty ? null : valueOf(ctx, field, changes[field]);
    if (nowEmpty && from !== null) shown.push(message(changeMessages.cleared, { field: label, from }));
    else if (wasEmpty && to !== null) shown.push(message(changeMessages.set, { field: label, to }));
    else if (from !== null && to !== null) shown.push(message(changeMessages.fromTo, { field: label, from, to }));
    else shown.push(label);
  }
  return shown;
}
