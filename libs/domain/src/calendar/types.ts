import type { DateString } from '../time/date';

// t0050: one day of the school calendar.
export type CalendarDay = {
  schedule_date: DateString;
  closed_flag: number | boolean | string;
  // The column really is spelled tstart_ime_limit_no in t0050 (start slot).
  tstart_ime_limit_no?: number | null;
  end_time_limit_no?: number | null;
  dayofweek_code?: number | string | null;
  remarks?: string | null;
};

// t0060: a seasonal (seminar) period.
export type SeminarPeriod = {
  schedule_start_date: DateString;
  schedule_end_date: DateString;
  start_time_limit_no?: number | null;
  end_time_limit_no?: number | null;
  entry_start_date?: DateString | null;
  entry_end_date?: DateString | null;
};

export type SlotRef = { schedule_date: DateString; time_limit_no: number };

export type DateRangeInclusive = { start: DateString; end: DateString };
