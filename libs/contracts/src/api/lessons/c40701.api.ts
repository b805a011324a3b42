import type { BrowseInput, BrowseOutput } from '../../browse';
import { api, byFunction, INTERNAL } from '../define';

// C40701 teacher attendance check (/C40701, staff of the centers): one row per teacher, date and
// center where the teacher had a shift or a lesson: the work shift's halves (and their hours), the
// lessons assigned (not cancelled), held (attended) and absent (either absence), the reports not yet
// written (the reports service's count; null for a date after today) and, of the lessons with a
// meeting link, how many the teacher opened (ZoomLog; null when none had a link).
export type TeacherAttendanceRow = {
  // '<teacher_no>-<date>-<center_no>'
  row_key: string;
  teacher_no: number;
  teacher_name: string | null;
  schedule_date: string;
  center_no: number;
  center_name: string | null;
  shift_halves: number;
  // the first half's start and the last half's end ('HH:MM'), null without a shift
  shift_start: string | null;
  shift_end: string | null;
  lessons: number;
  held: number;
  absent: number;
  reports_unwritten: number | null;
  meeting_lessons: number;
  links_opened: number | null;
};

// searchInfo: search (teacher name), center_no, since / until (YYYY-MM-DD), teacher_no.
export type TeacherAttendanceSearch = {
  search?: string;
  center_no?: number | '';
  since?: string;
  until?: string;
  teacher_no?: number | '';
};
export type TeacherAttendanceBrowseInput = BrowseInput & { searchInfo: TeacherAttendanceSearch };

// Asked by scheduling (C40701) of reports: for each teacher, date and center, how many of the teacher's
// lessons there (the reports service's copy: with this teacher, not cancelled) have no report yet.
export type UnwrittenReportsKey = { teacher_no: number; schedule_date: string; center_no: number };
export type UnwrittenReportsInput = { keys: UnwrittenReportsKey[] };
export type UnwrittenReportsOutput = (UnwrittenReportsKey & { unwritten: number })[];
export const UNWRITTEN_REPORTS_MAX_KEYS = 100;

export const C40701_APIS = {
  C40701_doBrowse: api<TeacherAttendanceBrowseInput, BrowseOutput<TeacherAttendanceRow>>()('scheduling', byFunction('C40701')),
  'T5010ReportService.countUnwritten': api<UnwrittenReportsInput, UnwrittenReportsOutput>()('reports', INTERNAL),
} as const;
