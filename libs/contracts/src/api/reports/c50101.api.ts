import type { BrowseInput, BrowseOutput } from '../../browse';
import type { DropdownOption } from '../masters.api';
import { api, byFunction } from '../define';
import type { ReportStatusCode } from './c50102.api';

// C50101 report approval list (staff of the caller's centers) and C50101TeacherBrowse (the signed-in
// teacher's own lessons). One row per lesson with a teacher, not cancelled, with its report or none
// yet. searchInfo: since/before 'YYYY-MM-DD' (both included; absent: the last 7 days, libs/domain
// reportListDefaultRange); report_status a status or 'unwritten' ('' or absent: all); center_no and
// teacher_no (staff only; a center the caller may not work on is a 422). orderBy: schedule_date
// (default, newest first), report_status, center_no, teacher_no, student_no.
export type ReportStatusFilter = ReportStatusCode | 'unwritten' | '';
export const REPORT_STATUS_FILTERS: readonly ReportStatusFilter[] = [0, 1, 2, 3, 4, 8, 9, 'unwritten', ''];
export type ReportSearch = {
  since?: string;
  before?: string;
  report_status?: ReportStatusFilter;
  center_no?: number | '';
  teacher_no?: number | '';
};

export type ReportListRow = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  center_name: string | null;
  teacher_no: number;
  teacher_name: string | null;
  student_no: number;
  student_name: string | null;
  subject_no: number;
  subject_name: string | null;
  // null: not written yet
  report_status: ReportStatusCode | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  t3110_lock_version: number;
};

export type ReportBrowseInput = BrowseInput & { searchInfo: ReportSearch };

// The filters' choices: the caller's centers, the teachers of their centers' lessons, the statuses.
export type ReportBrowseDropdowns = {
  centers: DropdownOption[];
  teachers: DropdownOption[];
  statuses: ReportStatusCode[];
  // the default range (today in Asia/Tokyo)
  since: string;
  before: string;
};

export const C50101_APIS = {
  C50101_getDropdownData: api<Record<string, never>, ReportBrowseDropdowns>()('reports', byFunction('C50101')),
  C50101_doBrowse: api<ReportBrowseInput, BrowseOutput<ReportListRow>>()('reports', byFunction('C50101')),
  C50101TeacherBrowse_doBrowse: api<ReportBrowseInput, BrowseOutput<ReportListRow>>()(
    'reports',
    byFunction('C50101TeacherBrowse'),
  ),
} as const;
