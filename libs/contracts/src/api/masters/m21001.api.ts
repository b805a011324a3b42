import { api, byFunction } from '../define';

// M21001 calendar and holidays: one center's t0050 days, shown and edited a fiscal year at a time.
export type CalendarDayFields = {
  schedule_date: string;
  closed_flag: 0 | 1;
  // t0050 spells the start-slot column this way (SPEC §3)
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
  remarks: string | null;
};
// lock_version null: the day is not stored yet (a pre-filled day of a new year).
export type CalendarDayRecord = CalendarDayFields & { dayofweek_code: number; lock_version: number | null };
export type CalendarOpeningHours = { start: number; end: number };
export type CalendarTimeSlot = { time_limit_no: number; label: string; start_time: string; end_time: string };

export type CalendarRangeInput = { center_no: number; start_date: string; end_date: string };
export type CalendarRangeOutput = {
  center_no: number;
  start_date: string;
  end_date: string;
  // the school's today (Asia/Tokyo) and the first date that can change (tomorrow)
  today: string;
  editable_from: string;
  // true when no day of the range is stored yet: the days are the pre-fill with the public holidays
  prefilled: boolean;
  days: CalendarDayRecord[];
  // the choices for a day's start and end slot (time division 0)
  time_slots: CalendarTimeSlot[];
  // a weekday's usual hours (1 Monday … 7 Sunday; null: closed), what a pre-filled or deleted day gets
  weekday_hours: Record<string, CalendarOpeningHours | null>;
};

// Only the changed days are sent, each with the lock_version it was read with (null for a day not
// stored yet). A stale day refuses the whole batch with 409 MSG_0001.
export type CalendarBatchInput = {
  center_no: number;
  year: number;
  start_date: string;
  end_date: string;
  calendar_data: (CalendarDayFields & { lock_version: number | null })[];
};

const M21001 = byFunction('M21001');

export const M21001_APIS = {
  M21001_getCalendarByRange: api<CalendarRangeInput, CalendarRangeOutput>()('scheduling', M21001),
  M21001_doBatchEdit: api<CalendarBatchInput, CalendarRangeOutput>()('scheduling', M21001),
} as const;
