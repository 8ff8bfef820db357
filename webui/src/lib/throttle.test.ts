import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedThrottle } from './throttle';

describe('keyedThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const calls = () => {
    const runs: string[][] = [];
    return { runs, run: (keys: string[]) => runs.push([...keys].sort()) };
  };

  it('runs a lone key at once, and once more at the end of its interval when pushed again', () => {
    const { runs, run } = calls();
    const throttle = keyedThrottle(run, 1000);
    throttle.push(['a']);
    expect(runs).toEqual([['a']]);
    throttle.push(['a']);
    throttle.push(['a']);
    vi.advanceTimersByTime(999);
    expect(runs).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual([['a'], ['a']]);
    // The trailing run opened another interval, which ends with nothing due.
    vi.advanceTimersByTime(1000);
    expect(runs).toEqual([['a'], ['a']]);
    throttle.push(['a']);
    expect(runs).toEqual([['a'], ['a'], ['a']]);
  });

  it('runs each key of a long burst about once a second', () => {
    const { runs, run } = calls();
    const throttle = keyedThrottle(run, 1000);
    // 100 messages a second for 5 s, each naming the same two queries.
    for (let tick = 0; tick < 500; tick += 1) {
      throttle.push(['list', 'total']);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(2000);
    expect(runs.length).toBeGreaterThanOrEqual(5);
    expect(runs.length).toBeLessThanOrEqual(6);
    expect(runs.every((keys) => keys.join() === 'list,total')).toBe(true);
  });

  it('keeps each key to its own interval: a key not yet run goes at once', () => {
    const { runs, run } = calls();
    const throttle = keyedThrottle(run, 1000);
    throttle.push(['a']);
    vi.advanceTimersByTime(400);
    throttle.push(['a', 'b']);
    expect(runs).toEqual([['a'], ['b']]);
    vi.advanceTimersByTime(600);
    expect(runs).toEqual([['a'], ['b'], ['a']]);
    throttle.push(['b']);
    vi.advanceTimersByTime(400);
    expect(runs).toEqual([['a'], ['b'], ['a'], ['b']]);
  });

  it('runs nothing after it is cancelled', () => {
    const { runs, run } = calls();
    const throttle = keyedThrottle(run, 1000);
    throttle.push(['a']);
    throttle.push(['a']);
    throttle.cancel();
    vi.advanceTimersByTime(5000);
    expect(runs).toEqual([['a']]);
  });
});
