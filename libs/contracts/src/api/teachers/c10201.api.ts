import type { BrowseInput, BrowseOutput } from '../../browse';
import { api, byFunction } from '../define';
import type { TeacherSex, TeacherType } from './c10101.api';

// C10201 work shifts, C10201Teacher a teacher's own availability, C10301 shift confirmation
// (scheduling.teacher_schedule: one row per teacher, date and 40-minute half; work_flag 1 can teach).

// M0040 doBrowseAll: the lesson periods; not_time_division 0 leaves out the 90-minute slots, so the
// shift grids get the halves they store shifts in.
export type TimeSlotSearch = { not_time_division?: 0 };
export type TimeSlotRecord = {
  time_limit_no: number;
  time_group: number;
  time_division: 0 | 1 | 2;
  start_time: string;
  end_time: string;
  label: string;
};

// C10201_checkIsEditable: per date and half of a center's calendar, who may change shifts there
// (libs/domain shiftEditability: teachers from tomorrow to the end of next month, staff from today;
// open calendar days and opening periods only). At most SHIFT_RANGE_MAX_DAYS days.
export const SHIFT_RANGE_MAX_DAYS = 31;
export type ShiftRangeInput = { center_no: number; start_date: string; end_date: string };
export type ShiftEditableCell = {
  schedule_date: string;
  time_limit_no: number;
  is_teacher_editable: boolean;
  is_admin_editable: boolean;
};
export type ShiftEditableOutput = { today: string; cells: ShiftEditableCell[] };

// C10201_doUpdateSchedule: only the changed cells. delete_flag 1 removes the row; otherwise the row
// is written with work_flag (1 can teach, 0 cannot). Removing a shift (delete or work_flag 0) under an
// assigned lesson (not cancelled) is refused with MSG_1004; a half the teacher works at another
// center is changed there (422); the batch is all or nothing. Each cell carries shift_version, the
// version of its teacher's shifts on its date as the screen read them (ShiftTeacherRow
// shift_versions, 0 for a date without one): when any of them has changed since, the save is 409
// MSG_0001 and nothing is written.
export type ShiftChange = {
  schedule_date: string;
  time_limit_no: number;
  work_flag: 0 | 1;
  delete_flag: 0 | 1;
  teacher_no: number;
  center_no: number;
  shift_version: number;
};
export type ShiftUpdateInput = { updateData: ShiftChange[] };
export type ShiftUpdateOutput = { updated: number };
export const SHIFT_UPDATE_MAX_CELLS = 2000;

// C10201_doBrowseTeacherByCenter: the center's teachers (active and on leave) for a choice list.
export type ShiftTeacherOption = { teacher_no: number; teacher_name: string };

// C10201_doBrowseAllTeacherByCenter: teachers with their shifts over [start_date, end_date] (end
// defaults to a week), 10 a page (SPEC §9). With center_no: the center's teachers; with teacher_no
// (a teacher always gets their own): that teacher. Each cell names its center, so a half taken at
// another center shows as such.
export type ShiftCell = { schedule_date: string; time_limit_no: number; work_flag: 0 | 1; center_no: number };
export type ShiftBrowseSearch = {
  center_no?: number;
  teacher_no?: number;
  start_date: string;
  end_date?: string;
  search?: string;
};
export type ShiftBrowseInput = Omit<BrowseInput, 'searchInfo'> & { searchInfo: ShiftBrowseSearch };
export type ShiftTeacherRow = {
  teacher_no: number;
  teacher_name: string;
  teacher_namej: string;
  sex: TeacherSex;
  teacher_type: TeacherType;
  // the home center and every center the teacher works at
  center_no: number;
  center_nos: number[];
  shifts: ShiftCell[];
  // per date of the range that has one (YYYY-MM-DD): the version of the teacher's shifts that day;
  // a date missing here is version 0. A save sends it back (ShiftChange shift_version).
  shift_versions: Record<string, number>;
};

const EDIT = byFunction('C10201', 'C10201Teacher');
const READ = byFunction('C10201', 'C10201Teacher', 'C10301');

export const C10201_APIS = {
  M0040_doBrowseAll: api<TimeSlotSearch, TimeSlotRecord[]>()('scheduling', READ),
  C10201_checkIsEditable: api<ShiftRangeInput, ShiftEditableOutput>()('scheduling', EDIT),
  C10201_doUpdateSchedule: api<ShiftUpdateInput, ShiftUpdateOutput>()('scheduling', EDIT),
  C10201_doBrowseTeacherByCenter: api<{ center_no: number }, ShiftTeacherOption[]>()(
    'scheduling',
    byFunction('C10201', 'C10301'),
  ),
  C10201_doBrowseAllTeacherByCenter: api<ShiftBrowseInput, BrowseOutput<ShiftTeacherRow>>()('scheduling', READ),
} as const;
