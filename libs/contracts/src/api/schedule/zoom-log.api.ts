import type { BrowseInput, BrowseOutput } from '../../browse';
import { api, byFunction } from '../define';
import type { LessonPlaceFields } from '../lesson.api';

// ZoomLog (/ZoomLog, always added for everyone, SPEC §6; docs/zoom-log.md): the history of each
// lesson's meeting link, scoped by the caller's role:
//  - staff: the lessons of the centers they are authorised for (headquarters: every center);
//  - a teacher: their own lessons; a student (110–130): their own lessons.
// set / changed / removed: M00501 wrote the lesson's meeting; opened: someone opened the link from
// C11101/C21101 through ZoomLog_recordOpen. The passcode is never in the log: a change row says only
// whether it changed.
export type ZoomLogKind = 'set' | 'changed' | 'removed' | 'opened';
export type ZoomLogActor = 'staff' | 'teacher' | 'student';

export type ZoomLogRow = LessonPlaceFields & {
  log_no: number;
  kind: ZoomLogKind;
  logged_at: string;
  schedule_no: number;
  teacher_no: number;
  teacher_name: string | null;
  // the link after the change, or the one handed out on an opening: staff only (null for teachers and
  // students, who get the link through ZoomLog_recordOpen alone)
  zoom_url: string | null;
  zoom_meeting_id: string | null;
  // set / changed / removed rows: whether the passcode changed; null on an opening
  passcode_changed: boolean | null;
  actor: ZoomLogActor;
  // the teacher's or student's name for their own openings; null for staff
  actor_name: string | null;
  // the staff member's user number: staff only
  actor_user_no: number | null;
};

// Called by C11101/C21101 just before it opens a lesson's meeting link: records the opening and answers
// the link (never the passcode). Only the lesson's own teacher or student, or staff of its center.
export type ZoomLogOpenInput = { schedule_no: number };
export type ZoomLogOpenOutput = { schedule_no: number; zoom_url: string; zoom_meeting_id: string | null };

// searchInfo: kind, schedule_no, since / until (the Tokyo date logged, YYYY-MM-DD). Newest first.
export const ZOOM_LOG_APIS = {
  ZoomLog_doBrowse: api<BrowseInput, BrowseOutput<ZoomLogRow>>()('scheduling', byFunction('ZoomLog')),
  ZoomLog_recordOpen: api<ZoomLogOpenInput, ZoomLogOpenOutput>()('scheduling', byFunction('ZoomLog')),
} as const;
