import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/compiled/en.json';
import zh from '@/lang/compiled/zh.json';
import type { Messages } from '@/lib/i18n';
import { dueIn } from './due-text';

const NOW = Date.parse('2026-11-21T08:00:00Z');
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: en as unknown as Messages });
const chinese = createIntl({ locale: 'zh-CN', defaultLocale: 'en', messages: zh as unknown as Messages });

describe('when a forecast is due, in words', () => {
  it('says how long until it is due, in minutes, hours or days, in English and Chinese', () => {
    const cases: [string, string, string][] = [
      ['2026-11-21T08:20:00Z', 'due in 20 min', '20 分钟后到期'],
      ['2026-11-21T13:10:00Z', 'due in 5 h', '5 小时后到期'],
      ['2026-11-24T08:00:00Z', 'due in 3 days', '3 天后到期'],
      ['2026-11-21T07:00:00Z', 'due now', '已到期'],
    ];
    for (const [dueAt, inEnglish, inChinese] of cases) {
      expect(dueIn(english, dueAt, NOW)).toBe(inEnglish);
      expect(dueIn(chinese, dueAt, NOW)).toBe(inChinese);
    }
  });

  it('says the level is not running down when there is no due time', () => {
    expect(dueIn(english, null, NOW)).toBe('not running down');
    expect(dueIn(chinese, null, NOW)).toBe('未见消耗');
  });
});
