import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import type { CsvExportAnswer } from '../csv-export.api';
import { api, byFunction, exceptRoles } from '../define';
import type { LessonPlaceFields } from '../lesson.api';

// C40501 lesson list (/C40501/browse; SPEC §7 "C40501 exportCSV, C40501_doSaveMessage"): the lessons of
// the centers a staff member is authorised for (headquarters: every center), searched and filtered;
// student 110 holds C40501 too (SPEC §6) and sees only their own lessons, without the staff's note.
// state: assigned (a teacher, not cancelled), unassigned (no teacher, not cancelled), cancelled (on the
// board); a lesson transferred here (original_center_no > 0) says from where.
export type LessonListState = 'assigned' | 'unassigned' | 'cancelled';
// the state filter: one of the states, or transferred (moved here from another center, not cancelled)
export type LessonListStateFilter = LessonListState | 'transferred';
export const LESSON_LIST_STATE_FILTERS: readonly LessonListStateFilter[] = ['assigned', 'unassigned', 'cancelled', 'transferred'];

export type LessonListRow = LessonPlaceFields &
  Locked & {
    schedule_no: number;
    teacher_no: number;
    teacher_name: string | null;
    state: LessonListState;
    // > 0: transferred here from that center
    original_center_no: number;
    original_center_name: string | null;
    // 1 regular, 2 additional, 3 seminar
    class_type: number;
    // 0 not yet, 1 attended, 2 absent (notified), 3 absent (no notice)
    attendance_distinction: number;
    // the lesson's contact note (staff only: null for a student)
    note: string | null;
  };

// searchInfo: search (student or teacher name), center_no, since / until (YYYY-MM-DD, the lesson's
// date), teacher_no, student_no (a student's own is pinned to them), state.
export type LessonListSearch = {
  search?: string;
  center_no?: number | '';
  since?: string;
  until?: string;
  teacher_no?: number | '';
  student_no?: number | '';
  state?: LessonListStateFilter | '';
};
export type LessonListBrowseInput = BrowseInput & { searchInfo: LessonListSearch };
// The CSV has the rows the list shows for the same search, filters and order.
export type LessonListCsvInput = Pick<LessonListBrowseInput, 'searchInfo' | 'orderBy'>;

// The contact note of one lesson, at the version read; stale → 409 MSG_0001, nothing written.
export const LESSON_NOTE_MAX = 1000;
export type LessonNoteInput = Locked & { schedule_no: number; note: string | null };
export type LessonNoteOutput = Locked & { schedule_no: number; note: string | null };

const C40501 = byFunction('C40501');

export const C40501_APIS = {
  C40501_doBrowse: api<LessonListBrowseInput, BrowseOutput<LessonListRow>>()('scheduling', C40501),
  // staff only: student 110 reads their lessons but writes no note
  C40501_doSaveMessage: api<LessonNoteInput, LessonNoteOutput>()('scheduling', exceptRoles(['C40501'], 110, 120, 130)),
  C40501_exportCSV: api<LessonListCsvInput, CsvExportAnswer>()('scheduling', C40501),
} as const;
