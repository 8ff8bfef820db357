import { describe, expect, it } from 'vitest';
import { decimalsOf, niceStep, valueAxis } from './axis-ticks';

const written = (ticks: number[], digits: number) => ticks.map((tick) => tick.toFixed(digits));

describe('value axis', () => {
  it('cuts a range at 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0.003, 0.02, 0.024, 0.04, 0.07, 3, 16, 240].map(niceStep)).toEqual([0.005, 0.02, 0.025, 0.05, 0.1, 5, 20, 250]);
    expect([1, 0.5, 0.25, 0.05, 2.5].map(decimalsOf)).toEqual([0, 1, 2, 2, 1]);
  });

  it('gives a battery that barely moves ticks that each say a different voltage', () => {
    // The values the charts once labelled "3.65" at every tick.
    const axis = valueAxis([3.645, 3.648, 3.652, 3.655], { minSpan: 0.2 });
    const labels = written(axis.ticks, axis.digits);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(['3.55', '3.60', '3.65', '3.70', '3.75']);
    expect(axis.domain).toEqual([3.55, 3.75]);
  });

  it('spans the values it is given, at a step that suits them', () => {
    const axis = valueAxis([-92, -71, -64]);
    expect(axis.ticks).toEqual([-100, -90, -80, -70, -60]);
    expect(axis.digits).toBe(0);
    expect(axis.ticks[0]).toBeLessThanOrEqual(-92);
    expect(axis.ticks.at(-1)).toBeGreaterThanOrEqual(-64);
  });

  it('keeps a percentage within 0 to 100 and counts from zero', () => {
    expect(valueAxis([97, 99, 100], { minSpan: 10, floor: 0, ceiling: 100 }).domain).toEqual([90, 100]);
    expect(valueAxis([2, 5], { minSpan: 10, floor: 0, ceiling: 100 }).domain).toEqual([0, 10]);
    const people = valueAxis([0, 3, 7], { minSpan: 4, zero: true });
    expect(people.ticks).toEqual([0, 2, 4, 6, 8]);
    expect(valueAxis([5, 5], { minSpan: 4, zero: true }).ticks[0]).toBe(0);
  });

  it('still draws an axis for one flat value or none', () => {
    expect(valueAxis([24.5]).ticks.length).toBeGreaterThan(1);
    expect(valueAxis([0]).ticks).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(valueAxis([]).ticks.length).toBeGreaterThan(1);
  });
});
