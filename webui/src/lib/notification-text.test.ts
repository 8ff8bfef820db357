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

  it('says an issue still open and escalated, with its step', () => {
    const fields = { issueType: 'bin-full', place: 'Gents', level: '2' };
    expect(notificationText(english, { type: 'issue-escalated', information, fields })).toBe('Bin full at Gents still open: escalated to step 2');
    expect(notificationText(english, { type: 'issue-escalated', information, fields: { ...fields, place: '' } })).toBe(
      'Bin full still open: escalated to step 2',
    );
    expect(notificationText(chinese, { type: 'issue-escalated', information, fields: { ...fields, place: '男厕' } })).toBe('男厕的垃圾桶已满仍未解决：已升级至第2级');
    expect(notificationText(english, { type: 'issue-escalated', information, fields: { ...fields, level: 'x' } })).toBe(information);
  });

  it('names whom a task is for when told to their supervisor', () => {
    const fields = { title: 'Refill', issueType: 'soap-low', place: 'Gents', staffName: 'Wren Worker' };
    expect(notificationText(english, { type: 'task-assigned', information, fields })).toBe(
      'Task assigned to Wren Worker: Refill (Soap running low, Gents)',
    );
    expect(notificationText(chinese, { type: 'task-assigned', information, fields })).toBe('已为Wren Worker分配任务：Refill（皂液即将用完，Gents）');
  });

  it('says leaves asked for and decided, the reader’s own without a name', () => {
    const asked = { leaveId: 'l', type: 'ANNUAL', startDate: '2026-12-21', endDate: '2026-12-23', staffName: 'Charlie Cleaner' };
    expect(notificationText(english, { type: 'leave-requested', information, fields: asked })).toBe(
      'Charlie Cleaner asks for annual leave (Dec 21, 2026 to Dec 23, 2026)',
    );
    expect(notificationText(chinese, { type: 'leave-requested', information, fields: asked })).toMatch(/^Charlie Cleaner申请年假（.+至.+）$/);
    const own = { leaveId: 'l', status: 'APPROVED', type: 'MC', startDate: '2026-12-21', endDate: '2026-12-21' };
    expect(notificationText(english, { type: 'leave-decided', information, fields: own })).toBe('Your medical leave (Dec 21, 2026) was approved');
    expect(notificationText(chinese, { type: 'leave-decided', information, fields: own })).toMatch(/^您的病假（.+）已批准$/);
    const theirs = { ...own, status: 'REJECTED', staffName: 'Charlie Cleaner' };
    expect(notificationText(english, { type: 'leave-decided', information, fields: theirs })).toBe(
      'Charlie Cleaner’s medical leave (Dec 21, 2026) was rejected',
    );
    expect(notificationText(chinese, { type: 'leave-decided', information, fields: theirs })).toMatch(/^Charlie Cleaner的病假（.+）已被拒绝$/);
  });

  it('says low stock and rejected sensor messages', () => {
    const stock = { inventoryId: 'i', itemName: 'Soap', quantity: '4', buildingName: 'Harbourfront Tower' };
    expect(notificationText(english, { type: 'low-stock', information, fields: stock })).toBe('Soap is running low at Harbourfront Tower: 4 left');
    expect(notificationText(chinese, { type: 'low-stock', information, fields: stock })).toBe('Harbourfront Tower的Soap库存不足：剩余 4');
    expect(notificationText(english, { type: 'low-stock', information, fields: { ...stock, buildingName: '' } })).toBe(
      'Soap is running low: 4 left',
    );
    const rejected = { count: '20', hour: '2026-11-21T08:00:00+00:00' };
    expect(notificationText(english, { type: 'dead-letters', information, fields: rejected })).toBe(
      '20 sensor messages were rejected within an hour',
    );
    expect(notificationText(chinese, { type: 'dead-letters', information, fields: rejected })).toBe('一小时内有 20 条传感器消息被拒收');
  });

  it("shows the server's information for other types, missing fields or unknown issue types", () => {
    expect(notificationText(english, { type: 'leave-approved', information, fields: { issueType: 'odour', place: 'Gents' } })).toBe(information);
    expect(notificationText(english, { type: 'issue-opened', information })).toBe(information);
    expect(notificationText(english, { type: 'issue-opened', information, fields: { issueType: 'odour', source: 'rule' } })).toBe(information);
    expect(notificationText(english, { type: 'issue-opened', information, fields: { issueType: 'odour', place: 'Gents' } })).toBe(information);
    expect(notificationText(english, { type: 'issue-resolved', information, fields: { issueType: 'glitter', place: 'Gents' } })).toBe(information);
    expect(notificationText(english, { type: 'task-assigned', information, fields: { issueType: 'odour', place: 'Gents' } })).toBe(information);
    expect(notificationText(english, { type: 'leave-decided', information, fields: { type: 'SABBATICAL', status: 'APPROVED' } })).toBe(information);
    expect(notificationText(english, { type: 'leave-requested', information, fields: { type: 'MC', startDate: 'soon', endDate: 'later' } })).toBe(
      information,
    );
    expect(notificationText(english, { type: 'low-stock', information, fields: { itemName: 'Soap' } })).toBe(information);
    expect(notificationText(english, { type: 'dead-letters', information })).toBe(information);
  });
});
