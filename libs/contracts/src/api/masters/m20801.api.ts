import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import { api, byFunction } from '../define';
import type { DropdownOption } from '../masters.api';

// M20801 seasonal schedule: the seminar calendar t0060, owned by the scheduling service.
export type SeminarCalendarFields = {
  seminar_name: string;
  schedule_start_date: string;
  schedule_end_date: string;
  start_time_limit_no: number;
  end_time_limit_no: number;
  entry_start_date: string;
  entry_end_date: string;
  remarks: string | null;
};
export type SeminarCalendarRecord = SeminarCalendarFields &
  Locked & { seminar_calendar_no: number; fiscal_year: number; updated_at: string };
export type SeminarCalendarRow = Omit<SeminarCalendarRecord, 'remarks' | 'lock_version'>;

// doSave adds when seminar_calendar_no is absent, else edits that row at its lock_version.
export type SeminarCalendarSaveInput = SeminarCalendarFields & { seminar_calendar_no?: number; lock_version?: number };
export type SeminarCalendarKey = { seminar_calendar_no: number };

const M20801 = byFunction('M20801');

export const M20801_APIS = {
  M20801_doBrowse: api<BrowseInput, BrowseOutput<SeminarCalendarRow>>()('scheduling', M20801),
  M20801_getEdit: api<{ seminar_name: string }, SeminarCalendarRecord>()('scheduling', M20801),
  M20801_doSave: api<SeminarCalendarSaveInput, SeminarCalendarRecord>()('scheduling', M20801),
  M20801_doDelete: api<SeminarCalendarKey & Locked, null>()('scheduling', M20801),
  // the time slots (M0040) a seminar day can start and end with
  M20801_getDropdownData: api<Record<string, never>, { time_slots: DropdownOption[] }>()('scheduling', M20801),
} as const;
