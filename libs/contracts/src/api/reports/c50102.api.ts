import { api, byFunction } from '../define';

// C50102 lesson report (reports.lesson_report, t3110) with its 16 rows and the reviewers' comments,
// C50102PastReport and C50103 (read-only views of one). Statuses and modes are SPEC §4's table, one
// function for both sides (libs/domain reportView / reportTransition). Who: the lesson's current
// teacher writes; staff of the lesson's center review; the lesson's student reads; a past report is
// also read by a teacher of the student's later lesson (libs/domain pastReportActorOf). Anyone else
// gets 403. Submit and absent only from the lesson's date on (400 reports.error.tooEarly). Every write names the t3110_lock_version it read: stale is 409 MSG_0001 and nothing changes;
// a write the table does not allow for the caller and status is 400 reports.error.transition.

export type ReportStatusCode = 0 | 1 | 2 | 3 | 4 | 8 | 9;
export type ReportModeName = 'add' | 'view' | 'review' | 'amend' | 'afterReview';
export type ReportActionName = 'save' | 'submit' | 'absent' | 'editRow' | 'editHandover' | 'comment' | 'approve' | 'reject';

export type ReportKey = { schedule_no: number };

// A reviewer's comment on a row, in the review round it belongs to (1, 2, …).
export type ReportComment = {
  comment_no: number;
  detail_no: number;
  round: number;
  comment: string;
  commenter_user_no: number;
  commenter_name: string;
  created_at: string;
};

// One of the 16 rows as the caller's mode shows it (libs/domain reportDetailStates). comments: every
// round's in review and view, the latest round's in amend (those rows are the editable ones);
// comment: the reviewer's unsent comment for the row, always '' from the server.
export type ReportDetailRow = {
  detail_no: number;
  item_name: string;
  // the names group (101–105) the row is chosen from, null for a text row
  names_no: number | null;
  names_code: string | null;
  content: string | null;
  disabled: boolean;
  showComment: boolean;
  showBtn: boolean;
  comments: ReportComment[];
  comment: string;
};

// The lesson the report is about, with names as masters has them now.
export type ReportLesson = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  center_name: string | null;
  student_no: number;
  student_name: string | null;
  teacher_no: number;
  teacher_name: string | null;
  subject_no: number;
  subject_name: string | null;
};

// report_status null: not written yet (SPEC §4 "any other"). t3110_lock_version 0 before the
// first save. review_round: the rounds closed by a rejection so far.
export type ReportFormData = {
  schedule_no: number;
  report_status: ReportStatusCode | null;
  t3110_lock_version: number;
  handover: string | null;
  review_round: number;
  submitted_at: string | null;
  reviewed_at: string | null;
  details: ReportDetailRow[];
};

// mode and buttonDisabled as SPEC §4 (viewMode forces view); actions: what the caller may send now.
export type ReportEditOutput = {
  currentFormData: ReportFormData;
  lesson: ReportLesson;
  mode: ReportModeName;
  buttonDisabled: boolean;
  actions: ReportActionName[];
};

export type ReportEditInput = ReportKey & { viewMode?: boolean };

// M20601 names of groups 101 teaching material, 102 homework submission, 103 teaching progress,
// 104 class attitude, 105 confirmation result, keyed by names_no, in the group's order.
export type ReportNameOption = { value: string; label: string };
export type ReportDropdownList = Record<101 | 102 | 103 | 104 | 105, ReportNameOption[]>;

// The student's earlier reports (before this lesson's date), newest first, at most 20. openable: the
// caller may open it (C50102PastReport: libs/domain pastReportActorOf, and the API's access).
export type PreviousReport = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  teacher_name: string | null;
  subject_name: string | null;
  report_status: ReportStatusCode;
  openable: boolean;
};

// The student's next lessons after this one (not cancelled), soonest first, at most 5.
export type NextSchedule = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  teacher_no: number;
  teacher_name: string | null;
  subject_no: number;
  subject_name: string | null;
};

export type ReportRowInput = { detail_no: number; names_code: string | null; content: string | null };

// save keeps a draft (add → 0, amend → 2, afterReview → 4); submit hands it in (add → 1, amend → 3);
// absent reports the student absent (add → 8). details: the rows to save (any of the 16, each
// once); in amend only the rows commented in the latest round may differ from what is stored. A 422
// VALIDATION_ERROR names failing rows 'details.<detail_no>' (libs/domain reportRowErrors' keys; submit
// checks the whole report, stored rows included).
export type ReportDoEditInput = ReportKey & {
  t3110_lock_version: number;
  action: 'save' | 'submit' | 'absent';
  handover: string | null;
  details: ReportRowInput[];
};
export type ReportDoEditRowInput = ReportKey & { t3110_lock_version: number; detail: ReportRowInput };
export type ReportDoEditRowOutput = { t3110_lock_version: number; report_status: ReportStatusCode; detail: ReportDetailRow };
export type ReportDoEditHandoverInput = ReportKey & { t3110_lock_version: number; handover: string | null };
export type ReportDoEditHandoverOutput = { t3110_lock_version: number; report_status: ReportStatusCode; handover: string | null };

// A review comment on one row (review mode only); the lock version moves on (libs/domain
// lockVersionAfterComment). comments: the row's comments after it.
export type ReportDoCommentInput = ReportKey & { detail_no: number; comment: string; t3110_lock_version: number };
export type ReportDoCommentOutput = { t3110_lock_version: number; comment: ReportComment; comments: ReportComment[] };

// approve: 1, 3 → 4 and 8 → 9; reject: 1, 3, 8 → 2, closing the round, and needs a comment in it
// (400 reports.error.rejectNeedsComment). Reject notifies the teacher, a resubmission the reviewer
// who rejected (mail and C00102 alert).
export type ReportDoReviewInput = ReportKey & { t3110_lock_version: number; action: 'approve' | 'reject' };

// C50102PastReport and C50103: a report read only, with the names its chosen rows show, so a role
// holding C50103 alone needs no other API to read it.
export type ReportReadOutput = ReportEditOutput & { names: ReportDropdownList };

// C50103: the report as a read-only page (view mode for everyone), with the previous and next lessons.
export type ReportDataOutput = ReportReadOutput & { previous: PreviousReport[]; next: NextSchedule[] };

const C50102 = byFunction('C50102', 'C50101');
const C50103 = byFunction('C50103');

export const C50102_APIS = {
  C50102_getDropdownList: api<Record<string, never>, ReportDropdownList>()('reports', C50102),
  C50102_getEdit: api<ReportEditInput, ReportEditOutput>()('reports', C50102),
  C50102_getPreviousReportNoList: api<ReportKey, PreviousReport[]>()('reports', C50102),
  C50102_getComment: api<ReportKey & { detail_no: number }, ReportComment[]>()('reports', C50102),
  C50102_getAmendComment: api<ReportKey, ReportComment[]>()('reports', C50102),
  C50102_getNextScheduleList: api<ReportKey, NextSchedule[]>()('reports', C50102),
  C50102_getPastReport: api<ReportKey, ReportReadOutput>()('reports', C50102),
  C50102_doEdit: api<ReportDoEditInput, ReportEditOutput>()('reports', C50102),
  C50102_doEditRow: api<ReportDoEditRowInput, ReportDoEditRowOutput>()('reports', C50102),
  C50102_doEditHandover: api<ReportDoEditHandoverInput, ReportDoEditHandoverOutput>()('reports', C50102),
  C50102_doComment: api<ReportDoCommentInput, ReportDoCommentOutput>()('reports', C50102),
  C50102_doReview: api<ReportDoReviewInput, ReportEditOutput>()('reports', C50102),
  C50103_getData: api<ReportKey, ReportDataOutput>()('reports', C50103),
} as const;
