import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/compiled/en.json';
import zh from '@/lang/compiled/zh.json';
import type { Messages } from './i18n';
import { notificationText } from './notification-text';

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: en as unknown as Messages });
const chinese = createIntl({ locale: 'zh-CN', defaultLocale: 'en', messages: zh as unknown as Messages });
const information = 'The server said so';

describe('notification text', () => {
  it('says an opened issue by how it was raised and where', () => {
    const place = 'Ladies, Level 1, Harbourfront Tower';
    expect(notificationText(english, { type: 'issue-opened', information, fields: { issueType: 'odour', place, source: 'rule' } })).toBe(
      `Odour detected at ${place}`,
    );
    expect(notificationText(english, { type: 'issue-opened', information, fields: { issueType: 'odour', place: '', source: 'rule' } })).toBe(
      'Odour detected by a sensor',
    );
    expect(
      notificationText(english, { type: 'issue-opened', information, fields: { issueType: 'paper-level-low', place, source: 'manual' } }),
    ).toBe(`Paper level low reported at ${place}`);
    expect(notificationText(chinese, { type: 'issue-opened', information, fields: { issueType: 'odour', place: '男厕', source: 'rule' } })).toBe(
      '在男厕检测到异味',
    );
  });

  it('says resolved issues and assigned tasks', () => {
    expect(notificationText(english, { type: 'issue-resolved', information, fields: { issueType: 'bin-full', place: 'Gents' } })).toBe(
      'Bin full at Gents resolved',
    );
    expect(
      notificationText(english, { type: 'task-assigned', information, fields: { title: 'Refill', issueType: 'soap-low', place: 'Gents' } }),
    ).toBe('Task assigned: Refill (Soap running low, Gents)');
    expect(
      notificationText(chinese, { type: 'task-assigned', information, fields: { title: 'Refill', issueType: 'soap-low', place: 'Gents' } }),
    ).toBe('已分配任务：Refill（皂液即将用完，Gents）');
  });

  it("shows the server's information for other types, missing fields or unknown issue types", () => {
    expect(notificationText(english, { type: 'leave-approved', information, fields: { issueType: 'odour', place: 'Gents' } })).toBe(information);
    expect(notificationText(english, { type: 'issue-opened', information })).toBe(information);
    expect(notificationText(english, { type: 'issue-opened', information, fields: { issueType: 'odour', source: 'rule' } })).toBe(information);
    expect(notificationText(english, { type: 'issue-opened', information, fields: { issueType: 'odour', place: 'Gents' } })).toBe(information);
    expect(notificationText(english, { type: 'issue-resolved', information, fields: { issueType: 'glitter', place: 'Gents' } })).toBe(information);
    expect(notificationText(english, { type: 'task-assigned', information, fields: { issueType: 'odour', place: 'Gents' } })).toBe(information);
  });
});
