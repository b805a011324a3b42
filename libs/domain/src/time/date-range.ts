import { assertDate, compareDates, isDateTimeString, type DateString } from './date';

// Date range picker (SPEC §3, §4): the range is the pair [since, before].
export const DATE_RANGE_MODES = ['since', 'before', 'inRange'] as const;
export type DateRangeMode = (typeof DATE_RANGE_MODES)[number];
export type DateRange = readonly [since: DateString | null, before: DateString | null];
export type DateRangeState = { mode: DateRangeMode; range: DateRange };

export const EMPTY_DATE_RANGE: DateRange = [null, null];

export function initialDateRangeState(mode: DateRangeMode = 'inRange'): DateRangeState {
  return { mode, range: EMPTY_DATE_RANGE };
}

// Switching mode clears the range: a 'since' date kept as an 'in range' start would be a silent filter.
export function switchDateRangeMode(state: DateRangeState, mode: DateRangeMode): DateRangeState {
  if (state.mode === mode) return state;
  return { mode, range: EMPTY_DATE_RANGE };
}

// 'since' fills only the first slot, 'before' only the second; 'inRange' orders the two dates.
export function setDateRange(state: DateRangeState, first: DateString | null, second: DateString | null = null): DateRangeState {
  const a = first === null ? null : assertDate(first);
  const b = second === null ? null : assertDate(second);
  switch (state.mode) {
    case 'since':
      return { mode: state.mode, range: [a, null] };
    case 'before':
      return { mode: state.mode, range: [null, a] };
    case 'inRange':
      if (a !== null && b !== null && compareDates(a, b) > 0) return { mode: state.mode, range: [b, a] };
      return { mode: state.mode, range: [a, b] };
  }
}

export function isInDateRange(date: DateString, range: DateRange): boolean {
  const [since, before] = range;
  if (since !== null && compareDates(date, since) < 0) return false;
  if (before !== null && compareDates(date, before) > 0) return false;
  return true;
}

export type DateTimeRange = { start: string; end: string };

// A datetime range is corrected so the end never precedes the start ('YYYY-MM-DD HH:mm:ss'
// sorts as text). The end follows the start because the start is what a user picks first.
export function correctDateTimeRange(range: DateTimeRange): DateTimeRange {
  if (!isDateTimeString(range.start)) throw new Error(`Invalid start: '${range.start}' (expected YYYY-MM-DD HH:mm:ss)`);
  if (!isDateTimeString(range.end)) throw new Error(`Invalid end: '${range.end}' (expected YYYY-MM-DD HH:mm:ss)`);
  return range.end < range.start ? { start: range.start, end: range.start } : range;
}
