import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/compiled/en.json';
import zh from '@/lang/compiled/zh.json';
import type { Messages } from '@/lib/i18n';
import { SERIES, seriesAxis } from './device-series-charts';

const english = createIntl({ locale: 'en', messages: en as unknown as Messages });
const chinese = createIntl({ locale: 'zh', messages: zh as unknown as Messages });
const spec = (field: string) => SERIES.find((one) => one.field === field)!;
const labels = (intl: typeof english, field: string, values: number[]) => {
  const axis = seriesAxis(intl, spec(field), values);
  return axis.ticks.map(axis.label);
};

describe('device chart axes', () => {
  it('labels a battery that barely moves with the range of voltages, not one repeated value', () => {
    expect(labels(english, 'battery', [3.645, 3.65, 3.655])).toEqual(['3.55 V', '3.6 V', '3.65 V', '3.7 V', '3.75 V']);
    expect(labels(chinese, 'battery', [3.645, 3.65, 3.655])).toEqual(['3.55 伏', '3.6 伏', '3.65 伏', '3.7 伏', '3.75 伏']);
  });

  it('says each series in its unit, in the user’s language', () => {
    expect(labels(english, 'level', [40, 62])).toEqual(['40%', '50%', '60%', '70%']);
    expect(labels(english, 'rssi', [-80, -70])).toEqual(['-80 dBm', '-77.5 dBm', '-75 dBm', '-72.5 dBm', '-70 dBm']);
    expect(labels(english, 'people', [0, 7])).toEqual(['0 people', '2 people', '4 people', '6 people', '8 people']);
    expect(labels(chinese, 'people', [0, 7])).toEqual(['0 人', '2 人', '4 人', '6 人', '8 人']);
    expect(labels(english, 'litres', [0, 3.5])).toEqual(['0 L', '1 L', '2 L', '3 L', '4 L']);
    expect(labels(chinese, 'litres', [0, 3.5])).toEqual(['0升', '1升', '2升', '3升', '4升']);
    expect(labels(english, 'temperature', [24.5, 25.5])).toEqual(['24°C', '24.5°C', '25°C', '25.5°C', '26°C']);
    expect(labels(english, 'humidity', [99, 100])).toEqual(['90%', '92.5%', '95%', '97.5%', '100%']);
  });
});
