/**
 * KPI parameters a device may override, with the server's ranges (domain/thresholds.py).
 * Left-out parameters fall back to the device type's defaults.
 */
export interface KpiParameter {
  low: number;
  high: number;
  unit: string;
  integer?: boolean;
}

export const KPI_PARAMETERS = {
  lowBatteryVoltage: { low: 2, high: 4.5, unit: 'V' },
  weakSignalRssi: { low: -150, high: 0, unit: 'dBm' },
  emptyDistanceMm: { low: 0, high: 10000, unit: 'mm' },
  fullDistanceMm: { low: 0, high: 10000, unit: 'mm' },
  refillAtPercent: { low: 0, high: 100, unit: '%' },
  binFullPercent: { low: 0, high: 100, unit: '%' },
  minTemperature: { low: -40, high: 85, unit: '°C' },
  maxTemperature: { low: -40, high: 85, unit: '°C' },
  maxHumidity: { low: 0, high: 100, unit: '%' },
  burstFlowLitresPerMinute: { low: 0.1, high: 10000, unit: 'L/min' },
  quietFromHour: { low: 0, high: 23, unit: 'h', integer: true },
  quietToHour: { low: 0, high: 23, unit: 'h', integer: true },
  poorFeedbackRun: { low: 1, high: 20, unit: '', integer: true },
} as const satisfies Record<string, KpiParameter>;

export type KpiKey = keyof typeof KPI_PARAMETERS;
export const CONSUMABLE = 'consumable';
export const KPI_KEYS = Object.keys(KPI_PARAMETERS) as KpiKey[];

/** What a level device holds; the first is the type's default. */
export const CONSUMABLES: Readonly<Record<string, readonly string[]>> = {
  'toilet-paper': ['toilet-paper', 'paper-towel'],
  'manual-paper': ['paper-towel', 'toilet-paper'],
  'soap-dispenser': ['soap', 'hand-sanitiser'],
};

export const WATER_METER_TYPES: readonly string[] = ['water-meter', 'main-water-meter'];

export function isKpiKey(key: string): key is KpiKey {
  return key in KPI_PARAMETERS;
}

export interface KpiRow {
  key: string;
  value: string;
}

export function kpiRowsOf(kpi: Record<string, unknown> | null | undefined): KpiRow[] {
  return Object.entries(kpi ?? {}).map(([key, value]) => ({ key, value: String(value) }));
}

export type KpiRowError = { key?: 'required' | 'duplicate' | 'consumable'; value?: 'required' | 'number' | 'whole' | 'range' };

/** Client rules for each row, mirroring the server; an empty object means the row is fine. */
export function checkKpiRows(rows: KpiRow[], deviceType: string): KpiRowError[] {
  return rows.map((row, index) => {
    const error: KpiRowError = {};
    if (!row.key) error.key = 'required';
    else if (rows.findIndex((other) => other.key === row.key) !== index) error.key = 'duplicate';
    if (row.key === CONSUMABLE) {
      if (!row.value) error.value = 'required';
      else if (!(CONSUMABLES[deviceType] ?? []).includes(row.value)) error.key = 'consumable';
      return error;
    }
    if (!row.value.trim()) {
      error.value = 'required';
      return error;
    }
    const number = Number(row.value);
    const spec = isKpiKey(row.key) ? KPI_PARAMETERS[row.key] : null;
    if (!Number.isFinite(number)) error.value = 'number';
    else if (spec && 'integer' in spec && spec.integer && !Number.isInteger(number)) error.value = 'whole';
    else if (spec && (number < spec.low || number > spec.high)) error.value = 'range';
    return error;
  });
}

export function kpiOf(rows: KpiRow[]): Record<string, number | string> {
  const kpi: Record<string, number | string> = {};
  for (const row of rows) {
    if (!row.key) continue;
    kpi[row.key] = row.key === CONSUMABLE ? row.value : Number(row.value);
  }
  return kpi;
}
