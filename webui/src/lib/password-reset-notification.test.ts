import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/compiled/en.json';
import zh from '@/lang/compiled/zh.json';
import type { Messages } from './i18n';
import { notificationText } from './notification-text';

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: en as unknown as Messages });
const chinese = createIntl({ locale: 'zh-CN', defaultLocale: 'en', messages: zh as unknown as Messages });
const information = 'Cleo Cleaner (cleaner@example.com) asked for a new password';
const fields = { accountId: 'a1', segment: 'cleaners', name: 'Cleo Cleaner', loginName: 'cleaner@example.com' };

describe('a password reset request, as its administrators read it', () => {
  it('names who asked, in the reader’s language', () => {
    const notice = { type: 'password-reset-requested', information, fields };
    expect(notificationText(english, notice)).toBe('Cleo Cleaner (cleaner@example.com) asked for a new password');
    expect(notificationText(chinese, notice)).toBe('Cleo Cleaner（cleaner@example.com）申请重置密码');
  });

  it('falls back on the server’s words without its fields', () => {
    const notice = { type: 'password-reset-requested', information, fields: { accountId: 'a1' } };
    expect(notificationText(chinese, notice)).toBe(information);
  });
});
