import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/compiled/en.json';
import zh from '@/lang/compiled/zh.json';
import { ApiError, type Violation } from '@/lib/api-error';
import type { Messages } from '@/lib/i18n';
import { errorText, violationText } from './error-text';

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: en as unknown as Messages });
const chinese = createIntl({ locale: 'zh-CN', defaultLocale: 'en', messages: zh as unknown as Messages });

const fail = (status: number, message: string, code: string | null, params: Record<string, string | number> = {}) =>
  new ApiError(status, message, { code, params, fromServer: true });

const violation = (code: string | null, params: Violation['params'] = {}, message = 'Server words'): Violation => ({
  field: 'name',
  message,
  code,
  params,
});

describe('error text', () => {
  it('sends a user to the profile to change their own password', () => {
    expect(violationText(chinese, violation('own-password'))).toBe('请在个人资料中修改自己的密码，那里需要输入当前密码');
  });

  it('tells a throttled sign-in how long to wait', () => {
    const throttled = fail(429, 'Too many failed sign-ins. Try again in 2 minutes', 'sign-in-throttled', {
      retryAfter: 95,
      minutes: 2,
    });
    expect(errorText(english, throttled)).toBe('Too many failed sign-ins. Try again in 2 minutes');
    expect(errorText(chinese, throttled)).toBe('登录失败次数过多，请 2 分钟后再试');
  });

  it('says a known code in the chosen language', () => {
    const wrong = fail(401, 'Wrong login name or password', 'wrong-credentials');
    expect(errorText(english, wrong)).toBe('Wrong login name or password');
    expect(errorText(chinese, wrong)).toBe('登录名或密码错误');
    expect(errorText(chinese, fail(401, 'User not authorized', 'not-authorized'))).toBe('用户未授权');
    expect(errorText(english, fail(409, 'Version 3 is stale', 'stale-version'))).toBe(
      'This was changed since you opened it. Reload it and make your change again',
    );
  });

  it('names the thing that is missing or deleted, and the value in use', () => {
    expect(errorText(english, fail(404, 'No such building', 'not-found', { what: 'building' }))).toBe('No such building');
    expect(errorText(chinese, fail(404, 'No such building', 'not-found', { what: 'building' }))).toBe('楼宇不存在');
    expect(errorText(english, fail(409, 'The device was deleted', 'deleted', { what: 'device' }))).toBe('This device was deleted');
    expect(errorText(english, fail(409, 'Code taken', 'in-use', { what: 'company-code' }))).toBe('This company code is already in use');
    expect(errorText(chinese, fail(409, 'Login taken', 'in-use', { what: 'login-name' }))).toBe('该登录名已被使用');
    expect(errorText(english, fail(409, 'Taken', 'in-use', { what: 'badge' }))).toBe('This value is already in use');
    // A thing this client does not know: the server's words.
    expect(errorText(english, fail(404, 'No such gizmo', 'not-found', { what: 'gizmo' }))).toBe('No such gizmo');
  });

  it("falls back to the server's message for an unknown or missing code, then to the status", () => {
    expect(errorText(english, fail(409, 'The moon is in the way', 'lunar-eclipse'))).toBe('The moon is in the way');
    expect(errorText(english, fail(400, 'Invalid input', null))).toBe('Invalid input');
    expect(errorText(english, new ApiError(502, 'Bad Gateway'))).toBe('Something went wrong. Please, try again later');
    expect(errorText(english, new ApiError(0, 'offline'))).toBe('You are offline');
    expect(errorText(english, new ApiError(403, 'Forbidden'))).toBe('Your role does not allow this');
    expect(errorText(english, fail(500, 'Something went wrong. Please, try again later', 'server-error'))).toBe(
      'Something went wrong. Please, try again later',
    );
    expect(errorText(chinese, fail(500, 'Something went wrong. Please, try again later', 'server-error'))).toBe('出错了，请稍后再试');
    expect(errorText(english, new Error('boom'))).toBe('Something went wrong');
  });

  it("says a field's violation in the chosen language, with its values", () => {
    expect(violationText(english, violation('required'))).toBe('This field is required');
    expect(violationText(chinese, violation('required'))).toBe('此字段为必填项');
    expect(violationText(english, violation('too-long', { max: 200 }))).toBe('At most 200 characters');
    expect(violationText(english, violation('out-of-range', { min: -20, max: 300 }))).toBe('Must be between -20 and 300');
    expect(violationText(english, violation('out-of-range', { min: 0 }))).toBe('Must be 0 or more');
    expect(violationText(english, violation('out-of-range', { max: 5 }))).toBe('Must be 5 or less');
    expect(violationText(english, violation('select-days'))).toBe('Select a day or days');
    expect(violationText(english, violation('mac-length'))).toBe('MAC identifier should contain 12 characters');
    expect(violationText(english, violation('end-before-start'))).toBe('The end comes before the start');
  });

  it("shows an English reader the server's words for `invalid`, an unknown code or a missing one", () => {
    expect(violationText(english, violation('invalid', {}, 'Pick a floor of this building'))).toBe('Pick a floor of this building');
    expect(violationText(english, violation('sparkly', {}, 'Too sparkly'))).toBe('Too sparkly');
    expect(violationText(english, violation(null, {}, 'At most 3 markers'))).toBe('At most 3 markers');
    // A code whose values are missing cannot be said: the server's words again.
    expect(violationText(english, violation('too-long', {}, 'Too long'))).toBe('Too long');
  });

  it("never shows a Chinese reader the server's English words", () => {
    expect(violationText(chinese, violation('invalid', {}, 'Pick a floor of this building'))).toBe('此值不被接受');
    expect(violationText(chinese, violation('sparkly', {}, 'Too sparkly'))).toBe('此值不被接受');
    expect(errorText(chinese, fail(409, 'The moon is in the way', 'lunar-eclipse'))).toBe('此操作与当前数据不符，请重新加载后再试');
    expect(errorText(chinese, fail(400, 'Invalid input', null))).toBe('部分数据无效');
  });

  it('says the refusals of the workforce and the estate in Chinese', () => {
    expect(errorText(chinese, fail(409, 'The leave overlaps another leave of this staff member', 'leave-overlaps', { leaveId: 'l-1' }))).toBe(
      '此休假与同一员工的其他休假重叠',
    );
    expect(errorText(chinese, fail(409, 'The shift overlaps another schedule', 'schedule-clash', { scheduleId: 's-1' }))).toBe(
      '此排班与同一员工的其他排班重叠',
    );
    const stillUsed = fail(409, 'The company still has buildings; remove them first', 'still-used', { what: 'company', by: 'buildings' });
    expect(errorText(english, stillUsed)).toBe('This company still has buildings: remove them first');
    expect(errorText(chinese, stillUsed)).toBe('该公司仍有楼宇，请先将其移除');
    expect(violationText(chinese, violation('half-day-one-date'))).toBe('半天假须在同一天开始和结束');
    expect(violationText(chinese, violation('wrong-password', {}, 'The current password is wrong'))).toBe('当前密码不正确');
  });

  it('says which value is taken when a not-unique field comes with an in-use error', () => {
    const error = new ApiError(409, 'Taken', { code: 'in-use', params: { what: 'device-id' } });
    expect(violationText(english, violation('not-unique'), error)).toBe('This device ID is already registered');
    expect(violationText(english, violation('not-unique'))).toBe('This value is already in use');
  });
});
