import { createIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { issueTypeMessages } from '@/config/catalogues';
import enCompiled from '@/lang/compiled/en.json';
import zhCompiled from '@/lang/compiled/zh.json';
import type { Messages } from '@/lib/i18n';
import eventKinds from './event-kinds.json';
import { isField } from './field-messages';
import { namer, type RecordNames } from './names';
import { pieceText } from './pieces';
import { hasSentence, sentenceOf, type EventInput } from './sentences';

// Ids of the records the samples name, and how the server names them.
const ID = {
  alice: '0a1b2c3d-0000-4000-8000-000000000001',
  carol: '0a1b2c3d-0000-4000-8000-000000000002',
  company: '0a1b2c3d-0000-4000-8000-000000000003',
  building: '0a1b2c3d-0000-4000-8000-000000000004',
  floor: '0a1b2c3d-0000-4000-8000-000000000005',
  facility: '0a1b2c3d-0000-4000-8000-000000000006',
  project: '0a1b2c3d-0000-4000-8000-000000000007',
  device: '0a1b2c3d-0000-4000-8000-000000000008',
  issue: '0a1b2c3d-0000-4000-8000-000000000009',
  task: '0a1b2c3d-0000-4000-8000-00000000000a',
  other: '0a1b2c3d-0000-4000-8000-00000000000b',
};
const NAMES: RecordNames = {
  [ID.alice]: { kind: 'account', name: 'Alice Tan', page: true, accountKind: 'supervisor' },
  [ID.carol]: { kind: 'account', name: 'Carol Ng', page: true, accountKind: 'cleaner' },
  [ID.company]: { kind: 'company', name: 'SparkleClean', page: true },
  [ID.building]: { kind: 'building', name: 'Harbour Tower', page: true },
  [ID.floor]: { kind: 'floor', name: 'L2', page: true, buildingId: ID.building },
  [ID.facility]: { kind: 'facility', name: 'Toilet L2-M', page: true },
  [ID.project]: { kind: 'project', name: 'Tower cleaning', page: true },
  [ID.device]: { kind: 'device', name: 'Paper 1', page: true },
  [ID.issue]: { kind: 'issue', name: 'Toilet L2-M', page: true, issueType: 'paper-level-low' },
  [ID.task]: { kind: 'task', name: 'Empty the bin', page: true },
};

/** A value for every field an event can carry: a field without one fails the test below. */
const SAMPLES: Record<string, unknown> = {
  accessories: [{ name: 'Roll holder', quantity: 2 }],
  address: '1 Harbour Road',
  afterMinutes: 30,
  buildingId: ID.building,
  bySystem: true,
  change: -5,
  cleaningCompanyId: ID.company,
  clearedAt: '2027-12-03T02:00:00Z',
  code: 'HT1',
  companyId: ID.company,
  description: 'by the door',
  deviceId: ID.device,
  endDate: '2027-12-05',
  facilityId: ID.facility,
  facilityIds: [ID.facility],
  fields: { issueType: 'paper-level-low', place: 'Toilet L2-M', source: 'rule' },
  floorId: ID.floor,
  floorIds: [ID.floor],
  floorNumber: 2,
  level: 1,
  floorPlan: 'data:image/png;base64,iVBORw0KGgo=',
  identifier: 'id:6:A1B2C3D4E5F6',
  information: 'Paper level low detected at Toilet L2-M',
  issueId: ID.issue,
  issueType: 'paper-level-low',
  itemName: 'Paper rolls',
  kpiParameters: { lowBatteryVoltage: 3.4 },
  label: 'L2',
  landlordId: ID.company,
  loginName: 'carol@example.com',
  lowStockLevel: 5,
  markers: [{ id: 'm1', type: 'male', x: 0.5, y: 0.5, facilityId: ID.facility }],
  measuredAt: '2027-12-03T01:00:00Z',
  meterAdjustment: 0.5,
  name: 'Harbour Tower',
  notified: [ID.carol],
  notify: 'supervisor',
  password: '(changed)',
  postalCode: '018989',
  profile: { name: 'Carol Ng', role: 'cleaner', companyId: ID.company, supervisorId: ID.alice, email: 'carol@example.com' },
  projectId: ID.project,
  quantity: 20,
  reading: { level: 1 },
  reason: 'Refill',
  recipientId: ID.carol,
  remarks: 'Get well',
  reportingIntervalSeconds: 600,
  resolvedAt: '2027-12-03T02:05:00Z',
  shiftEnd: '16:00',
  shiftStart: '08:00',
  source: 'rule',
  staffId: ID.carol,
  staffRole: 'cleaner',
  startDate: '2027-12-03',
  status: 'APPROVED',
  supervisorId: ID.alice,
  taskId: ID.task,
  threshold: 3,
  title: 'Empty the bin',
  uri: 'coap://10.1.2.3/paper',
  weekdays: ['MON', 'WED'],
  windowMinutes: 30,
};
/** Fields whose values depend on the kind of record. */
const BY_KIND: Record<string, Record<string, unknown>> = {
  company: { type: 'CLEANING_COMPANY' },
  facility: { type: 'female' },
  leave: { type: 'ANNUAL' },
  schedule: { type: 'RELIEF' },
  task: { type: 'cleaning' },
  notification: { type: 'issue-opened' },
  device: { kind: 'toilet-paper' },
  account: { kind: 'cleaner' },
};
// Raw values that must never reach a sentence as they are.
const RAW_VALUES = ['CLEANING_COMPANY', 'ANNUAL', 'RELIEF', 'APPROVED', 'paper-level-low', 'toilet-paper', 'female', 'data:image', 'lowBatteryVoltage'];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

function intlOf(locale: 'en' | 'zh', errors: string[]): IntlShape {
  const messages = (locale === 'en' ? enCompiled : zhCompiled) as unknown as Messages;
  return createIntl({ locale: locale === 'en' ? 'en' : 'zh-CN', messages, onError: (error) => errors.push(String(error.message)) });
}

function say(intl: IntlShape, event: Omit<EventInput, 'before'> & { before?: Record<string, unknown> }, names: RecordNames = NAMES) {
  const sentence = sentenceOf({ intl, timeZone: 'Asia/Singapore' }, { before: {}, ...event });
  // Intl spaces date ranges with thin spaces: read as plain ones.
  return pieceText(intl, sentence, namer(intl, names, 'admin')).replace(/\s/gu, ' ');
}

const every = Object.entries(eventKinds as Record<string, Record<string, string[]>>).flatMap(([kind, events]) =>
  Object.entries(events).map(([type, fields]) => ({ kind, type, fields })),
);

describe('history sentences', () => {
  it('lists the events of every kind the history replays', () => {
    expect(every.length).toBeGreaterThan(40);
    expect(every.map((e) => `${e.kind}.${e.type}`)).toContain('leave.Decided');
  });

  it.each(every)('says $kind $type with its own sentence, in both languages', ({ kind, type, fields }) => {
    expect(hasSentence(kind, type), `${kind}.${type} has no sentence`).toBe(true);
    const sample = (field: string) => BY_KIND[kind]?.[field] ?? SAMPLES[field];
    const changes = Object.fromEntries(fields.map((field) => [field, sample(field)]));
    // The record as the kind's other events left it: what a decision or withdrawal repeats.
    const others = Object.values((eventKinds as Record<string, Record<string, string[]>>)[kind]).flat();
    const before = Object.fromEntries(others.filter((field) => !fields.includes(field)).map((field) => [field, sample(field)]));
    expect(fields.filter((field) => !(field in SAMPLES) && !(field in (BY_KIND[kind] ?? {})))).toEqual([]);
    expect(fields.filter((field) => !isField(field))).toEqual([]);
    for (const locale of ['en', 'zh'] as const) {
      const errors: string[] = [];
      const text = say(intlOf(locale, errors), { kind, subjectId: ID.other, type, actor: ID.alice, changes, before });
      expect(errors, `${locale} ${kind}.${type}`).toEqual([]);
      expect(text).toContain('Alice Tan');
      expect(text).not.toMatch(UUID);
      for (const field of fields.filter((f) => /[A-Z]/.test(f))) expect(text).not.toContain(field);
      for (const raw of RAW_VALUES) expect(text).not.toContain(raw);
      expect(text, 'a value left out').not.toMatch(/\(\s*[,)]|（[，）]|，）|, \)/);
      if (locale === 'zh') expect(text).toMatch(/\p{Script=Han}/u);
      if (process.env.SHOW_SENTENCES) console.log(locale, `${kind}.${type}`, text);
    }
  });

  it('says a decision in the words of the example, in English and Chinese', () => {
    const decided = {
      kind: 'leave',
      subjectId: ID.other,
      type: 'Decided',
      actor: ID.alice,
      changes: { status: 'APPROVED', remarks: '' },
      before: { staffId: ID.carol, type: 'ANNUAL', startDate: '2027-12-03', endDate: '2027-12-05' },
    };
    expect(say(intlOf('en', []), decided)).toBe('Alice Tan approved the leave (annual leave, Dec 3 – 5, 2027)');
    const zh = intlOf('zh', []);
    const range = zh.formatDateTimeRange(Date.UTC(2027, 11, 3), Date.UTC(2027, 11, 5), { dateStyle: 'medium', timeZone: 'UTC' });
    expect(say(zh, decided)).toBe(`Alice Tan批准了休假（年假，${range.replace(/\s/gu, ' ')}）`);
    const rejected = { ...decided, changes: { status: 'REJECTED', remarks: 'Short of staff' } };
    expect(say(intlOf('en', []), rejected)).toBe('Alice Tan rejected the leave (annual leave, Dec 3 – 5, 2027), noting “Short of staff”');
  });

  it('names what changed, from what to what, and nothing that stayed', () => {
    const building = { name: 'Harbour Tower', address: '1 Harbour Road', postalCode: '018989', landlordId: ID.company };
    const moved = { kind: 'building', subjectId: ID.building, type: 'Updated', actor: 'd9c0e7b2-6f7e-4b8e-9d7a-1c2b3d4e5f60', changes: { ...building, address: '2 Harbour Road' }, before: building };
    expect(say(intlOf('en', []), moved)).toBe("Someone changed the building's address from 1 Harbour Road to 2 Harbour Road");
    expect(say(intlOf('zh', []), moved)).toBe('某人将楼宇的地址从「1 Harbour Road」改为「2 Harbour Road」');
    expect(say(intlOf('en', []), { ...moved, changes: building })).toBe('Someone saved the building without changes');
  });

  it('leaves unnamed what the reader may not see, and names the console itself', () => {
    const opened = { kind: 'issue', subjectId: ID.issue, type: 'Opened', actor: 'rules', changes: { issueType: 'paper-level-low', facilityId: ID.facility, source: 'rule' } };
    expect(say(intlOf('en', []), opened)).toBe('The rules opened the issue: Paper level low at Toilet L2-M');
    expect(say(intlOf('en', []), opened, {})).toBe('The rules opened the issue: Paper level low at a toilet');
    const zh = intlOf('zh', []);
    expect(say(zh, opened, {})).toBe(`规则引擎开启了问题：某卫生间的${zh.formatMessage(issueTypeMessages['paper-level-low'])}`);
    const assigned = { kind: 'account', subjectId: ID.carol, type: 'FacilitiesAssigned', actor: ID.alice, changes: { facilityIds: [ID.facility] } };
    expect(say(intlOf('en', []), assigned)).toBe('Alice Tan assigned Toilet L2-M to Carol Ng');
    expect(say(intlOf('en', []), { ...assigned, actor: 'demo-seed' }, {})).toBe('The console assigned a toilet to someone');
  });

  it('says an event it has no sentence for by its fields’ labels, never their keys', () => {
    const reopened = { kind: 'issue', subjectId: ID.issue, type: 'Reopened', actor: ID.alice, changes: { supervisorId: ID.carol, lowStockLevel: 2, notifyTarget: 'x' } };
    expect(say(intlOf('en', []), reopened)).toBe('Alice Tan changed supervisor, low-stock level, and notify target');
    expect(say(intlOf('en', []), { ...reopened, changes: {} })).toBe('Alice Tan made a change (reopened)');
  });

  it('says an escalation: its step, how long the issue was open, and whom it told', () => {
    const escalated = { kind: 'issue', subjectId: ID.issue, type: 'Escalated', actor: 'rules', changes: { level: 2, afterMinutes: 120, notify: 'cc-manager', notified: [ID.alice, ID.carol] } };
    expect(say(intlOf('en', []), escalated)).toBe('The rules escalated the issue to step 2 after 120 minutes open, telling the cleaning company’s managers: Alice Tan and Carol Ng');
    expect(say(intlOf('zh', []), escalated)).toMatch(/^规则引擎将问题升级至第2级（已开启120分钟），通知清洁公司经理：Alice Tan.Carol Ng$/u);
    const nobody = { ...escalated, changes: { level: 1, afterMinutes: 1, notify: 'supervisor', notified: [] } };
    expect(say(intlOf('en', []), nobody)).toBe('The rules escalated the issue to step 1 after 1 minute open, but found no one to tell (the supervisor)');
  });

  it('says a check-in at the toilet’s door in its history, by whoever checked in, in both languages', () => {
    const checkedIn = { kind: 'facility', subjectId: ID.facility, type: 'CheckedIn', actor: ID.carol, changes: { checkInId: ID.other, staffId: ID.carol, time: '2027-12-03T01:00:00Z' } };
    expect(say(intlOf('en', []), checkedIn)).toBe('Carol Ng checked in at the toilet’s door');
    const errors: string[] = [];
    expect(say(intlOf('zh', errors), checkedIn)).toMatch(/^Carol Ng.*\p{Script=Han}/u);
    expect(errors).toEqual([]);
    expect(say(intlOf('en', []), checkedIn, {})).toBe('Someone checked in at the toilet’s door');
  });
});
