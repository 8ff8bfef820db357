/** A value axis: its ends, its ticks at one "nice" step, and the decimals that step needs. */
export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
  /** Decimals that tell every tick apart (0 for whole steps, 2 for 0.05). */
  digits: number;
}

export interface AxisOptions {
  /** About how many ticks (at least 2). */
  count?: number;
  /** The narrowest span shown, so a flat series is not magnified into noise (0.1 V, 10 %). */
  minSpan?: number;
  /** Start at zero (bars: a count per hour). */
  zero?: boolean;
  /** Bounds the values cannot pass (0..100 for a percentage). */
  floor?: number;
  ceiling?: number;
}

/** 1, 2, 2.5 or 5 times a power of ten, at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  // A hair over a nice fraction is float noise (0.2 / 4 = 0.05000000000000001), not a reason for the next.
  const fraction = rough / power - 1e-9;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The decimals a step needs to be written exactly (0.25 → 2). */
export function decimalsOf(step: number): number {
  for (let digits = 0; digits < 10; digits += 1) {
    const scaled = step * 10 ** digits;
    if (Math.abs(Math.round(scaled) - scaled) < 1e-6) return digits;
  }
  return 10;
}

/**
 * A value axis over `values`: the range they span (widened to `minSpan`, a flat series around
 * its value), cut at a nice step into about `count` ticks, each a different label once written
 * with `digits` decimals.
 */
export function valueAxis(values: readonly number[], { count = 5, minSpan = 0, zero = false, floor, ceiling }: AxisOptions = {}): ValueAxis {
  const finite = values.filter((value) => Number.isFinite(value));
  let low = finite.length ? Math.min(...finite) : 0;
  let high = finite.length ? Math.max(...finite) : 0;
  if (zero) {
    low = Math.min(0, low);
    high = Math.max(0, high);
  }
  const span = Math.max(minSpan, high - low);
  if (span === 0) {
    // One value and no span asked for: a tenth of it either side (or 0..1 around zero).
    const pad = Math.abs(high) / 10 || 1;
    low -= zero && low >= 0 ? 0 : pad;
    high += pad;
  } else if (high - low < span) {
    const middle = (low + high) / 2;
    low = middle - span / 2;
    high = middle + span / 2;
    if (zero && low < 0 && Math.min(...finite, 0) >= 0) [low, high] = [0, span];
  }
  if (floor !== undefined && low < floor) [low, high] = [floor, Math.max(high, floor + span)];
  if (ceiling !== undefined && high > ceiling) [low, high] = [Math.min(low, ceiling - span), ceiling];
  const step = niceStep((high - low) / Math.max(1, count - 1));
  const digits = decimalsOf(step);
  let start = Math.floor(low / step + 1e-9) * step;
  let end = Math.ceil(high / step - 1e-9) * step;
  if (floor !== undefined) start = Math.max(start, floor);
  if (ceiling !== undefined) end = Math.min(end, ceiling);
  const ticks: number[] = [];
  for (let index = 0; start + index * step <= end + step / 1e6 && index < 50; index += 1) {
    ticks.push(Number((start + index * step).toFixed(digits)));
  }
  return { domain: [ticks[0] ?? start, ticks.at(-1) ?? end], ticks, digits };
}
