import { addDays, addMonths, addYears, type DateString } from './date';

export const DURATION_UNITS = ['day', 'month', 'year'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export type Duration = { value: number; unit: DurationUnit };

// SPEC §9: the duration picker starts at 30 in the first unit (days).
export const DEFAULT_DURATION: Duration = { value: 30, unit: 'day' };

export function isDurationUnit(value: unknown): value is DurationUnit {
  return typeof value === 'string' && (DURATION_UNITS as readonly string[]).includes(value);
}

export function normalizeDuration(input: Partial<{ value: unknown; unit: unknown }> | null | undefined): Duration {
  const value = input?.value;
  const unit = input?.unit;
  return {
    value: typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_DURATION.value,
    unit: isDurationUnit(unit) ? unit : DEFAULT_DURATION.unit,
  };
}

export function addDuration(date: DateString, duration: Duration): DateString {
  if (!Number.isInteger(duration.value)) throw new Error(`Invalid duration value: ${duration.value}`);
  switch (duration.unit) {
    case 'day':
      return addDays(date, duration.value);
    case 'month':
      return addMonths(date, duration.value);
    case 'year':
      return addYears(date, duration.value);
  }
}
