import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LIVE_KINDS, isShownBy, parseChange, type LiveChange } from './live-keys';

const change = (kind: string, id = 'x1', type = 'Changed'): LiveChange => ({ kind, id, type });

/** Which of `keys` a change makes stale. */
const stale = (what: LiveChange, keys: QueryKey[]) => keys.filter((key) => isShownBy(what, key));

// Keys as the request files make them (lib/query.ts, src/api, the features' api/).
const ISSUE_KEYS: QueryKey[] = [
  ['issues', 'list', { page: 1 }],
  ['issues', 'list', 'mine-open'],
  ['issues', 'total', { filter: [] }],
  ['issues', 'recent'],
  ['issues', 'activity', { days: 7 }],
  ['issues', 'kpi', { days: 30 }],
  ['issues', 'kpi', 'breakdowns', { days: 30 }],
  ['issues', 'detail', 'x1'],
  ['issues', 'detail', 'x1', 'history'],
  ['issues', 'detail', 'x1', 'tasks'],
];
const DEVICE_KEYS: QueryKey[] = [
  ['devices', 'list', { page: 1 }],
  ['devices', 'total', { filter: [] }],
  ['devices', 'detail', 'd1'],
  ['devices', 'detail', 'd1', 'series', { deviceId: 'd1', range: '24h' }],
  ['devices', 'detail', 'd1', 'history'],
];
const DASHBOARD_KEYS: QueryKey[] = [['dashboard', 'overview'], ['usage', 'dashboard', { days: 7 }], ['feedback', 'dashboard', { days: 7 }]];
const BELL: QueryKey = ['notifications', 'total', { filter: ['status:"unread"'] }];

describe('what a live change makes stale', () => {
  it('an issue: its lists, counts and the dashboard, its own detail and history, not another issue', () => {
    const other: QueryKey[] = [['issues', 'detail', 'x2'], ['issues', 'detail', 'x2', 'history']];
    const unrelated: QueryKey[] = [['devices', 'list', {}], ['companies', 'list', {}], BELL, ['usage', 'dashboard', { days: 7 }]];
    expect(stale(change('issue', 'x1', 'Opened'), [...ISSUE_KEYS, ...other, ...unrelated, ['dashboard', 'overview']])).toEqual([
      ...ISSUE_KEYS,
      ['dashboard', 'overview'],
    ]);
  });

  it('a device: its lists, its detail and series, the dashboard and usage, not another device', () => {
    const shown = [...DEVICE_KEYS, ['devices', 'options', { filter: [] }], ['dashboard', 'overview'], ['usage', 'dashboard', { days: 7 }], ['reports', 'buildings', {}]];
    expect(stale(change('device', 'd1', 'Moved'), [...shown, ['devices', 'detail', 'd2'], ['issues', 'list', {}]])).toEqual(shown);
  });

  it('a reading: the device state, but not the pickers or the period reports', () => {
    const keys: QueryKey[] = [
      ...DEVICE_KEYS,
      ['devices', 'options', { filter: [] }],
      ['devices', 'filter-options', 'device', 'feedback', []],
      ['devices', 'types'],
      ['reports', 'buildings', {}],
      ['facilities', 'detail', 'f1', 'reports', { from: 'a', to: 'b' }],
      ...DASHBOARD_KEYS,
    ];
    expect(stale(change('device', 'd1', 'Recorded'), keys)).toEqual([
      ...DEVICE_KEYS,
      ['facilities', 'detail', 'f1', 'reports', { from: 'a', to: 'b' }],
      ['dashboard', 'overview'],
      ['usage', 'dashboard', { days: 7 }],
    ]);
  });

  it('a notification: the bell and the notification lists alone', () => {
    const keys: QueryKey[] = [BELL, ['notifications', 'list', '', { page: 1 }], ...ISSUE_KEYS, ...DASHBOARD_KEYS];
    expect(stale(change('notification', 'n1', 'Sent'), keys)).toEqual([BELL, ['notifications', 'list', '', { page: 1 }]]);
  });

  it('a task: its own queries and every issue’s tasks tab, not the issue lists', () => {
    const keys: QueryKey[] = [['tasks', 'mine'], ['tasks', 'detail', 't1'], ['tasks', 'detail', 't2'], ['issues', 'detail', 'x9', 'tasks'], ['issues', 'list', {}]];
    expect(stale(change('task', 't1', 'Started'), keys)).toEqual([['tasks', 'mine'], ['tasks', 'detail', 't1'], ['issues', 'detail', 'x9', 'tasks']]);
  });

  it('an account: the user lists and that account’s pages, whatever their segment', () => {
    const keys: QueryKey[] = [
      ['users', 'cleaners', 'list', {}],
      ['users', 'cleaners', 'options'],
      ['users', 'cleaners', 'detail', 'u1'],
      ['users', 'cleaners', 'detail', 'u1', 'facilities'],
      ['users', 'cleaners', 'detail', 'u2'],
    ];
    expect(stale(change('account', 'u1'), keys)).toEqual(keys.slice(0, 4));
  });

  it('a leave: the leaves and the schedules’ calendar, which marks shifts on leave', () => {
    const keys: QueryKey[] = [['leaves', 'list', {}], ['leaves', 'calendar', null], ['schedules', 'calendar', { from: 'a', to: 'b' }], ['schedules', 'list', {}]];
    expect(stale(change('leave', 'l1', 'Approved'), keys)).toEqual(keys.slice(0, 3));
  });

  it('names a resource for every kind the server tells, and nothing for a kind it does not know', () => {
    const told = ['company', 'building', 'floor', 'facility', 'project', 'account', 'device', 'issue', 'task', 'notification', 'schedule', 'leave', 'inventory'];
    expect([...LIVE_KINDS].sort()).toEqual([...told].sort());
    expect(stale(change('spaceship'), [...ISSUE_KEYS, ...DEVICE_KEYS])).toEqual([]);
  });
});

describe('parseChange', () => {
  it('reads a change, and nothing from what is not one', () => {
    expect(parseChange('{"kind":"issue","id":"x1","type":"Opened"}')).toEqual({ kind: 'issue', id: 'x1', type: 'Opened' });
    expect(parseChange('{"kind":"issue","id":"x1"}')).toEqual({ kind: 'issue', id: 'x1', type: '' });
    for (const data of ['{}', '', 'not json', 'null', '{"kind":1,"id":"x"}', undefined]) expect(parseChange(data)).toBeNull();
  });
});
