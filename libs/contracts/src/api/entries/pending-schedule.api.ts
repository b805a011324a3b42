import type { BrowseInput, BrowseOutput } from '../../browse';
import { api, byFunction } from '../define';
import type { LessonPlaceFields } from '../lesson.api';

// PendingSchedule (/PendingSchedule, "lesson schedule", everyone signed in): what is not settled yet,
// one list scoped by the caller's role (docs/applications.md, "PendingSchedule"):
//  - a student (110–130): their own waiting applications and unassigned coming lessons;
//  - staff: the same for the students of the centers they are authorised for (alert kind 3's screen);
//  - a teacher: their coming lessons changed in the last 7 days.
// waiting: an application (t1031) whose lesson has no teacher yet; unassigned: a coming lesson with no
// teacher that no waiting application stands for; changed: a teacher's coming lesson updated lately.
export type PendingScheduleKind = 'waiting' | 'unassigned' | 'changed';

export type PendingScheduleRow = LessonPlaceFields & {
  // unique per row: 'e<entry_schedule_no>' for an application, 'l<schedule_no>' for a lesson
  row_key: string;
  kind: PendingScheduleKind;
  subject_no: number;
  capacity: number;
  // the application (waiting rows, and lessons an application created)
  entry_schedule_no: number | null;
  entry_type: number | null;
  schedule_no: number | null;
  // a changed lesson that was cancelled
  cancelled: boolean;
  updated_at: string;
};

// searchInfo: search (student name), kind, center_no.
export const PENDING_SCHEDULE_APIS = {
  PendingSchedule_doBrowse: api<BrowseInput, BrowseOutput<PendingScheduleRow>>()('scheduling', byFunction('PendingSchedule')),
} as const;
