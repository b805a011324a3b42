import { api, byFunction } from '../define';
import type { JobRef } from '../jobs.api';

// C40101 board writes (scheduling.lesson). The board sends only its pending lessons, each with the
// lock_version it read; the server re-runs the assignment checks (libs/domain) and the database
// guards the occupancy rule. Every lesson gets its own answer.
export type LessonChange = {
  schedule_no: number;
  // what the lesson becomes: 0 removes the teacher; another teacher than the one it had replaces
  // them (removed and assigned on the board before one save)
  teacher_no: number;
  // what the lesson was read as: a lesson changed since is refused with MSG_0001
  lock_version: number;
};
// ok: saved (lock_version is the new one); MSG_1003 the half is taken (overlap); MSG_1004 the
// teacher's shift is gone; MSG_0001 the lesson changed since it was read; RULE a blocking check of
// SPEC §5 failed (message says which); WARNING warnings need the password re-entered first.
export type LessonChangeStatus = 'ok' | 'MSG_1003' | 'MSG_1004' | 'MSG_0001' | 'RULE' | 'WARNING';
export type LessonChangeResult = {
  schedule_no: number;
  status: LessonChangeStatus;
  // the catalogue's text in the caller's language when status is not ok
  message: string | null;
  lock_version: number | null;
};
export type UpdateScheduleInput = {
  center_no: number;
  lessons: LessonChange[];
  // the user confirmed the warnings (このまま割り当てしてもよろしいですか？) and re-entered their
  // password through C40101_checkPassword just before
  accept_warnings?: boolean;
};
// changed 0 is '変更はありませんでした。'
export type UpdateScheduleOutput = { changed: number; results: LessonChangeResult[] };

// A transfer moves an unassigned lesson to another center for this time (original_center_no keeps
// where it came from); removing it brings it back. Refused (400) when the lesson is assigned, or
// already transferred (set) / not transferred (remove); 409 MSG_0001 when stale.
export type LessonLock = { schedule_no: number; lock_version: number };
export type SetTransferInput = { schedule: LessonLock; target_center_no: number };
export type RemoveTransferInput = { schedule: LessonLock };
export type TransferOutput = LessonLock & { center_no: number; original_center_no: number };
// Cancelling keeps the lesson's row with cancel_flag 1; its half is free again. Refused (400) for a
// lesson already held, in the past, or cancelled.
export type CancelOutput = LessonLock & { cancel_flag: 1 };

// The teacher type a lesson asks for (null: no preference), which the '講師タイプが一致しません。'
// warning compares with the teacher's.
export type SetTeacherTypeInput = { schedule: LessonLock; teacher_request_type: 1 | 2 | 3 | null };
export type SetTeacherTypeOutput = LessonLock & { teacher_request_type: 1 | 2 | 3 | null };

// Releases the teachers of a center's lessons on one date (from today on, not held, not cancelled):
// scope 'auto' those the automatic assignment made (manual_flag 0, MSG_1005), 'all' every one (MSG_1006).
export type ResetScheduleInput = { center_no: number; schedule_date: string; scope: 'auto' | 'all' };
export type ResetScheduleOutput = { changed: number };

// C40101_distribute (SPEC §4 automatic assignment, docs/automatic-assignment.md): a job (auto-assign
// queue, followed with Job_getProgress) that assigns teachers to the center's unassigned lessons of the
// dates, never one assigned or released by hand (manual_flag 1). At most a month of days, all inside the
// editable period. accept_warnings: it may make assignments the board would warn about, only after the
// password was re-entered (C40101_checkPassword) just before. A second call for the same center and
// dates while one runs answers the running job.
export type DistributeInput = { center_no: number; start_date: string; end_date: string; accept_warnings?: boolean };
// reason / warnings: i18n keys (assignment.unplaced.*, the board's warning keys); message: the reason
// in the caller's language
export type UnplacedLesson = { schedule_no: number; reason: string; message: string };
export type WarnedLesson = { schedule_no: number; teacher_no: number; warnings: string[] };
export type DistributedDate = { date: string; placed: number; warned: WarnedLesson[]; unplaced: UnplacedLesson[] };
// The job's result (JobProgress.result once completed).
export type DistributeResult = { center_no: number; dates: DistributedDate[] };

// Per date of a board range: its lessons assigned automatically and by hand, those still unassigned,
// and the last automatic run (null: never), with the lessons it left and why.
export type DistributeDateState = {
  schedule_date: string;
  auto_count: number;
  manual_count: number;
  unassigned_count: number;
  last_run: { at: string; placed: number; warned: number; unplaced: UnplacedLesson[] } | null;
};
export type DistributeStateInput = { center_no: number; start_date: string; end_date: string };

const C40101 = byFunction('C40101');

export const C40101_ASSIGN_APIS = {
  C40101_updateSchedule: api<UpdateScheduleInput, UpdateScheduleOutput>()('scheduling', C40101),
  C40101_setTransfer: api<SetTransferInput, TransferOutput>()('scheduling', C40101),
  C40101_removeTransfer: api<RemoveTransferInput, TransferOutput>()('scheduling', C40101),
  C40101_resetSchedule: api<ResetScheduleInput, ResetScheduleOutput>()('scheduling', C40101),
  C40101_setTeacherType: api<SetTeacherTypeInput, SetTeacherTypeOutput>()('scheduling', C40101),
  C40101_cancelSchedule_SingleCell: api<{ schedule: LessonLock }, CancelOutput>()('scheduling', C40101),
  C40101_distribute: api<DistributeInput, JobRef>()('scheduling', C40101),
  C40101_getDistributeState: api<DistributeStateInput, DistributeDateState[]>()('scheduling', C40101),
} as const;
