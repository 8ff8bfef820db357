import { notificationText } from '@/lib/notification-text';
import { eventMessages as m, notifyMessages, variantMessages as v } from './event-messages';
import { nounMessages } from './field-messages';
import { list, message, ref, type MessagePiece, type Piece, type SentenceContext } from './pieces';
import { changesOf, daysText, fieldText, isEmpty, valueOf, weekdaysText } from './values';

/** One event of a record, with the record as it stood before it. */
export interface EventInput {
  /** The kind of record it happened to: `leave`, `building`, … (as the history API names it). */
  kind: string;
  /** The record's id. */
  subjectId: string;
  /** The event's name: `Decided`, `Updated`, … */
  type: string;
  actor?: string | null;
  changes: Record<string, unknown>;
  /** The record's fields as the events before this one left them. */
  before: Record<string, unknown>;
}

type Builder = (ctx: SentenceContext, event: EventInput) => MessagePiece;
type EventKey = keyof typeof m;

const actor = (event: EventInput) => ref('actor', event.actor);
const after = (event: EventInput) => ({ ...event.before, ...event.changes });
const words = (ctx: SentenceContext, field: string, value: unknown): Piece => valueOf(ctx, field, value) ?? '';
/** The event's values of `fields` in words, each under its field's name: `{ name: …, code: … }`. */
const wordsOf = (ctx: SentenceContext, event: EventInput, ...fields: string[]): Record<string, Piece> =>
  Object.fromEntries(fields.map((field) => [field, words(ctx, field, event.changes[field])]));
const noun = (ctx: SentenceContext, kind: string) =>
  Object.hasOwn(nounMessages, kind) ? ctx.intl.formatMessage(nounMessages[kind as keyof typeof nounMessages]) : kind;

/** Only the actor: deleted, read, started… */
const done =
  (key: EventKey): Builder =>
  (_ctx, event) =>
    message(m[key], { actor: actor(event) });

/** The fields the event set apart from before, or that it saved nothing new. */
const changed =
  (key: EventKey, fields?: readonly string[]): Builder =>
  (ctx, event) => {
    const changes = changesOf(ctx, event.before, event.changes, fields);
    if (changes.length === 0) return message(v.unchanged, { actor: actor(event), thing: noun(ctx, event.kind) });
    return message(m[key], { actor: actor(event), changes: list(changes) });
  };

/** A leave's type and dates as they stand after the event. */
const leaveValues = (ctx: SentenceContext, event: EventInput) => {
  const state = after(event);
  return { actor: actor(event), type: words(ctx, 'type', state.type), dates: daysText(ctx, state.startDate, state.endDate) };
};

/** Where a device stands: its toilet, else its building (a main meter). */
const placeOf = (changes: Record<string, unknown>) =>
  !isEmpty(changes.facilityId) ? ref('facility', changes.facilityId) : !isEmpty(changes.buildingId) ? ref('building', changes.buildingId) : null;

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

const BUILDERS: Record<EventKey, Builder> = {
  'company.Registered': (ctx, e) =>
    message(m['company.Registered'], { actor: actor(e), ...wordsOf(ctx, e, 'name', 'type', 'code') }),
  'company.Updated': changed('company.Updated'),
  'company.Deleted': done('company.Deleted'),

  'building.Registered': (ctx, e) =>
    message(m['building.Registered'], {
      actor: actor(e),
      ...wordsOf(ctx, e, 'name', 'address', 'postalCode'),
      landlord: ref('company', e.changes.landlordId),
    }),
  'building.Updated': changed('building.Updated'),
  'building.FloorsArranged': (_ctx, e) => message(m['building.FloorsArranged'], { actor: actor(e), floors: list(ids(e.changes.floorIds).map((id) => ref('floor', id))) }),
  'building.Deleted': done('building.Deleted'),

  'floor.Added': (ctx, e) =>
    message(m['floor.Added'], { actor: actor(e), ...wordsOf(ctx, e, 'label', 'floorNumber'), building: ref('building', e.changes.buildingId) }),
  'floor.Relabelled': changed('floor.Relabelled'),
  'floor.PlanUploaded': done('floor.PlanUploaded'),
  'floor.MarkersPlaced': (_ctx, e) => message(m['floor.MarkersPlaced'], { actor: actor(e), count: Array.isArray(e.changes.markers) ? e.changes.markers.length : 0 }),
  'floor.FacilityAttached': (_ctx, e) => message(m['floor.FacilityAttached'], { actor: actor(e), facility: ref('facility', e.changes.facilityId) }),
  'floor.FacilityDetached': (_ctx, e) => message(m['floor.FacilityDetached'], { actor: actor(e), facility: ref('facility', e.changes.facilityId) }),
  'floor.Deleted': done('floor.Deleted'),

  'facility.Added': (ctx, e) =>
    message(m['facility.Added'], {
      actor: actor(e),
      ...wordsOf(ctx, e, 'type', 'name', 'code'),
      floor: ref('floor', e.changes.floorId),
      building: ref('building', e.changes.buildingId),
    }),
  'facility.Updated': changed('facility.Updated'),
  'facility.FeedbackSettingsChanged': (_ctx, e) =>
    message(m['facility.FeedbackSettingsChanged'], { actor: actor(e), threshold: Number(e.changes.threshold ?? 0), windowMinutes: Number(e.changes.windowMinutes ?? 0) }),
  'facility.Deleted': done('facility.Deleted'),
  'facility.CheckedIn': done('facility.CheckedIn'),

  'project.Started': (ctx, e) =>
    message(m['project.Started'], { actor: actor(e), name: words(ctx, 'name', e.changes.name), building: ref('building', e.changes.buildingId), company: ref('company', e.changes.cleaningCompanyId) }),
  'project.Updated': changed('project.Updated'),
  'project.Deleted': done('project.Deleted'),

  'account.Registered': (ctx, e) => {
    const profile = (e.changes.profile ?? {}) as Record<string, unknown>;
    return message(m['account.Registered'], {
      actor: actor(e),
      loginName: words(ctx, 'loginName', e.changes.loginName),
      name: words(ctx, 'name', profile.name),
      role: words(ctx, 'role', profile.role ?? e.changes.kind),
    });
  },
  'account.ProfileUpdated': (ctx, e) => {
    const profile = (e.changes.profile ?? {}) as Record<string, unknown>;
    const before = (e.before.profile ?? {}) as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(before), ...Object.keys(profile)])];
    const changes = changesOf(ctx, before, Object.fromEntries(fields.map((f) => [f, profile[f] ?? null])), fields);
    if (changes.length === 0) return message(v.unchanged, { actor: actor(e), thing: noun(ctx, e.kind) });
    return message(m['account.ProfileUpdated'], { actor: actor(e), changes: list(changes) });
  },
  'account.PasswordChanged': done('account.PasswordChanged'),
  'account.FacilitiesAssigned': (_ctx, e) => {
    const before = new Set(ids(e.before.facilityIds));
    const now = ids(e.changes.facilityIds);
    const added = list(now.filter((id) => !before.has(id)).map((id) => ref('facility', id)));
    const removed = list([...before].filter((id) => !now.includes(id)).map((id) => ref('facility', id)));
    const values = { actor: actor(e), account: ref('account', e.subjectId), added, removed };
    if (added.items.length && removed.items.length) return message(v.reassigned, values);
    if (removed.items.length) return message(v.unassigned, values);
    if (added.items.length) return message(m['account.FacilitiesAssigned'], values);
    return message(v.assignedNone, values);
  },
  'account.Deleted': done('account.Deleted'),

  'device.Registered': (ctx, e) => {
    const values = { actor: actor(e), ...wordsOf(ctx, e, 'name', 'kind', 'identifier') };
    const place = placeOf(e.changes);
    if (place) return message(m['device.Registered'], { ...values, place });
    return message(v.registeredUnplaced, { ...values, landlord: ref('company', e.changes.landlordId) });
  },
  'device.DetailsUpdated': changed('device.DetailsUpdated'),
  'device.Placed': (_ctx, e) => {
    const place = placeOf(e.changes);
    return place ? message(m['device.Placed'], { actor: actor(e), place }) : message(v.unplaced, { actor: actor(e) });
  },
  'device.KpiParametersSet': done('device.KpiParametersSet'),
  'device.ReportingIntervalSet': (_ctx, e) =>
    message(m['device.ReportingIntervalSet'], { actor: actor(e), seconds: Number(e.changes.reportingIntervalSeconds ?? 0) }),
  'device.Deleted': done('device.Deleted'),

  'issue.Opened': (ctx, e) => {
    const values = { actor: actor(e), issueType: words(ctx, 'issueType', e.changes.issueType) };
    if (isEmpty(e.changes.facilityId)) return message(v.openedNowhere, values);
    return message(m['issue.Opened'], { ...values, facility: ref('facility', e.changes.facilityId) });
  },
  'issue.Resolved': (ctx, e) =>
    isEmpty(e.changes.clearedAt)
      ? message(m['issue.Resolved'], { actor: actor(e) })
      : message(v.resolvedCleared, { actor: actor(e), time: words(ctx, 'clearedAt', e.changes.clearedAt) }),

  'issue.Escalated': (ctx, e) => {
    const notify = String(e.changes.notify ?? '');
    const whom = Object.hasOwn(notifyMessages, notify) ? ctx.intl.formatMessage(notifyMessages[notify as keyof typeof notifyMessages]) : notify;
    const told = ids(e.changes.notified);
    const values = { actor: actor(e), level: Number(e.changes.level), minutes: Number(e.changes.afterMinutes), whom };
    return told.length === 0 ? message(v.escalatedToNobody, values) : message(m['issue.Escalated'], { ...values, notified: list(told.map((id) => ref('account', id))) });
  },

  'task.Created': (ctx, e) =>
    message(m['task.Created'], { actor: actor(e), staff: ref('account', e.changes.staffId), title: words(ctx, 'title', e.changes.title), facility: ref('facility', e.changes.facilityId) }),
  'task.Started': done('task.Started'),
  'task.Completed': (ctx, e) =>
    isEmpty(e.changes.remarks) ? message(m['task.Completed'], { actor: actor(e) }) : message(v.completedNoting, { actor: actor(e), remarks: words(ctx, 'remarks', e.changes.remarks) }),

  'notification.Sent': (ctx, e) => {
    const information = typeof e.changes.information === 'string' ? e.changes.information : '';
    const text = notificationText(ctx.intl, { type: String(e.changes.type ?? ''), information, fields: e.changes.fields });
    return message(m['notification.Sent'], { actor: actor(e), recipient: ref('account', e.changes.recipientId), text });
  },
  'notification.Read': done('notification.Read'),
  'notification.Deleted': done('notification.Deleted'),

  'schedule.Assigned': (ctx, e) =>
    message(m['schedule.Assigned'], {
      actor: actor(e),
      ...wordsOf(ctx, e, 'type', 'shiftStart', 'shiftEnd'),
      staff: ref('account', e.changes.staffId),
      weekdays: weekdaysText(ctx, e.changes.weekdays),
      dates: daysText(ctx, e.changes.startDate, e.changes.endDate),
      facilities: list(ids(e.changes.facilityIds).map((id) => ref('facility', id))),
    }),
  'schedule.Changed': changed('schedule.Changed'),
  'schedule.Deleted': done('schedule.Deleted'),

  'leave.Requested': (ctx, e) => {
    const values = { ...leaveValues(ctx, e), staff: ref('account', e.changes.staffId) };
    return message(e.actor && e.actor === e.changes.staffId ? v.ownLeave : m['leave.Requested'], values);
  },
  'leave.Amended': changed('leave.Amended'),
  'leave.Decided': (ctx, e) => {
    const values = { ...leaveValues(ctx, e), status: String(e.changes.status ?? '') };
    if (isEmpty(e.changes.remarks)) return message(m['leave.Decided'], values);
    return message(v.decidedNoting, { ...values, remarks: words(ctx, 'remarks', e.changes.remarks) });
  },
  'leave.Withdrawn': (ctx, e) => message(m['leave.Withdrawn'], leaveValues(ctx, e)),
  'leave.Deleted': done('leave.Deleted'),

  'inventory.Registered': (ctx, e) =>
    message(m['inventory.Registered'], { actor: actor(e), itemName: words(ctx, 'itemName', e.changes.itemName), building: ref('building', e.changes.buildingId), quantity: Number(e.changes.quantity ?? 0) }),
  'inventory.Updated': changed('inventory.Updated'),
  'inventory.Moved': (ctx, e) => {
    const change = Number(e.changes.change ?? 0);
    return message(m['inventory.Moved'], {
      actor: actor(e),
      direction: change >= 0 ? 'in' : 'out',
      amount: Math.abs(change),
      reason: words(ctx, 'reason', e.changes.reason),
      quantity: Number(e.changes.quantity ?? 0),
    });
  },
  'inventory.Deleted': done('inventory.Deleted'),
};

/** Whether an event of a kind has a sentence of its own. */
export const hasSentence = (kind: string, type: string) => Object.hasOwn(BUILDERS, `${kind}.${type}`);

/** `StockMoved` → `stock moved`: an event no sentence knows, named as plainly as it can be. */
const spelledOut = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** The event as a sentence of the reader's language. */
export function sentenceOf(ctx: SentenceContext, event: EventInput): MessagePiece {
  const key = `${event.kind}.${event.type}`;
  if (Object.hasOwn(BUILDERS, key)) return BUILDERS[key as EventKey](ctx, event);
  const fields = Object.keys(event.changes);
  if (fields.length === 0) return message(v.madeChange, { actor: actor(event), event: spelledOut(event.type) });
  return message(v.changed, { actor: actor(event), fields: list(fields.map((field) => fieldText(ctx, field))) });
}

/** The record's fields before each event: the changes of those before it, laid one on another. */
export function statesBefore<T extends { changes?: Record<string, unknown> | null }>(
  events: readonly T[],
  recordOf: (event: T) => string = () => '',
): Record<string, unknown>[] {
  const states = new Map<string, Record<string, unknown>>();
  return events.map((event) => {
    const record = recordOf(event);
    const before = states.get(record) ?? {};
    states.set(record, { ...before, ...(event.changes ?? {}) });
    return before;
  });
}
