import { ROLE, STAFF_MIN_ROLE, STUDENT_ROLES } from '../access/roles';

// Lesson report status → screen mode (SPEC §4).
export const REPORT_STATUS = {
  ATTENDED_IN_PROGRESS: 0,
  ATTENDED_DONE: 1,
  ATTENDED_REJECTED: 2,
  ATTENDED_RESUBMITTED: 3,
  ATTENDED_COMPLETED: 4,
  ABSENT: 8,
  ABSENT_COMPLETED: 9,
} as const;

export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

export const REPORT_MODES = ['add', 'view', 'review', 'amend', 'afterReview'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];

// buttonDisabled: the report's action button is shown but cannot be pressed.
export type ReportModeResult = { mode: ReportMode; buttonDisabled: boolean };

export type ReportModeInput = {
  // null/undefined: no report written yet
  status: number | string | null | undefined;
  isAdmin: boolean;
  // the viewMode query parameter
  viewMode?: boolean;
};

function statusNumber(status: ReportModeInput['status']): number | null {
  if (status === null || status === undefined || status === '') return null;
  const n = Number(status);
  return Number.isInteger(n) ? n : null;
}

// Statuses 8 and 4 name only the admin's mode; a non-admin gets the read-only view with the
// button disabled, as for 9. The viewMode query forces view and keeps the button state.
export function reportMode(input: ReportModeInput): ReportModeResult {
  const result = baseMode(statusNumber(input.status), input.isAdmin);
  return input.viewMode ? { mode: 'view', buttonDisabled: result.buttonDisabled } : result;
}

function baseMode(status: number | null, isAdmin: boolean): ReportModeResult {
  switch (status) {
    case REPORT_STATUS.ATTENDED_IN_PROGRESS:
      return { mode: isAdmin ? 'view' : 'add', buttonDisabled: false };
    case REPORT_STATUS.ATTENDED_DONE:
    case REPORT_STATUS.ATTENDED_RESUBMITTED:
      return { mode: isAdmin ? 'review' : 'view', buttonDisabled: false };
    case REPORT_STATUS.ATTENDED_REJECTED:
      return { mode: isAdmin ? 'review' : 'amend', buttonDisabled: false };
    case REPORT_STATUS.ABSENT:
      return isAdmin ? { mode: 'review', buttonDisabled: false } : { mode: 'view', buttonDisabled: true };
    case REPORT_STATUS.ATTENDED_COMPLETED:
      return isAdmin ? { mode: 'afterReview', buttonDisabled: false } : { mode: 'view', buttonDisabled: true };
    case REPORT_STATUS.ABSENT_COMPLETED:
      return { mode: 'view', buttonDisabled: true };
    default:
      // not written yet: the teacher writes it, the admin waits
      return isAdmin ? { mode: 'view', buttonDisabled: true } : { mode: 'add', buttonDisabled: false };
  }
}

// Who is looking at a report. writer: the lesson's current teacher; reviewer: staff of the lesson's
// center (the spec's "admin"); reader: anyone else allowed to see it (the lesson's student), who only
// ever views.
export const REPORT_ACTORS = ['writer', 'reviewer', 'reader'] as const;
export type ReportActor = (typeof REPORT_ACTORS)[number];

// What a report screen can send. save keeps a draft, submit hands it in (or back in, after a
// rejection), absent reports the student absent; editRow and editHandover save one part; comment,
// approve and reject are the reviewer's.
export const REPORT_ACTIONS = ['save', 'submit', 'absent', 'editRow', 'editHandover', 'comment', 'approve', 'reject'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export type ReportView = ReportModeResult & { actions: ReportAction[] };

const EDIT_ACTIONS: readonly ReportAction[] = ['save', 'editRow', 'editHandover'];

// The status an action leaves, per mode (SPEC §4): null when the table does not allow it. The
// server runs the same table in its conditional UPDATE, so a stale screen cannot skip a step.
function transitionOf(mode: ReportMode, status: number | null, action: ReportAction): ReportStatus | null {
  switch (mode) {
    case 'add':
      if (EDIT_ACTIONS.includes(action)) return REPORT_STATUS.ATTENDED_IN_PROGRESS;
      if (action === 'submit') return REPORT_STATUS.ATTENDED_DONE;
      if (action === 'absent') return REPORT_STATUS.ABSENT;
      return null;
    case 'amend':
      if (EDIT_ACTIONS.includes(action)) return REPORT_STATUS.ATTENDED_REJECTED;
      if (action === 'submit') return REPORT_STATUS.ATTENDED_RESUBMITTED;
      // a rejected report (an absence sent back too) may be declared an absence again
      if (action === 'absent') return REPORT_STATUS.ABSENT;
      return null;
    case 'afterReview':
      return EDIT_ACTIONS.includes(action) ? REPORT_STATUS.ATTENDED_COMPLETED : null;
    case 'review':
      if (status === null) return null;
      if (action === 'comment') return status as ReportStatus;
      // a rejected report waits for the teacher: it can be commented on, not decided again
      if (status === REPORT_STATUS.ATTENDED_REJECTED) return null;
      if (action === 'approve')
        return status === REPORT_STATUS.ABSENT ? REPORT_STATUS.ABSENT_COMPLETED : REPORT_STATUS.ATTENDED_COMPLETED;
      if (action === 'reject') return REPORT_STATUS.ATTENDED_REJECTED;
      return null;
    case 'view':
      return null;
  }
}

const modeFor = (status: ReportModeInput['status'], actor: ReportActor, viewMode: boolean): ReportModeResult =>
  actor === 'reader'
    ? { mode: 'view', buttonDisabled: reportMode({ status, isAdmin: false }).buttonDisabled }
    : reportMode({ status, isAdmin: actor === 'reviewer', viewMode });

// A report is handed in (submit) or its student reported absent only from the lesson's date on
// (Asia/Tokyo); a draft may be saved before. Dates as 'YYYY-MM-DD'.
export const REPORT_DATED_ACTIONS: readonly ReportAction[] = ['submit', 'absent'];
export type ReportDay = { lessonDate: string; today: string };

export function reportActionTooEarly(action: ReportAction, day: ReportDay): boolean {
  return REPORT_DATED_ACTIONS.includes(action) && day.today < day.lessonDate;
}

// The mode, the button state and the actions the actor may take on a report in this status; with the
// day, the actions it is too early for are left out.
export function reportView(status: ReportModeInput['status'], actor: ReportActor, viewMode = false, day?: ReportDay): ReportView {
  const result = modeFor(status, actor, viewMode);
  const s = statusNumber(status);
  const actions = result.buttonDisabled
    ? []
    : REPORT_ACTIONS.filter(
        (action) => transitionOf(result.mode, knownStatus(s), action) !== null && !(day && reportActionTooEarly(action, day)),
      );
  return { ...result, actions };
}

// The status the action leaves, or null when the actor may not take it on a report in this status.
export function reportTransition(
  status: ReportModeInput['status'],
  actor: ReportActor,
  action: ReportAction,
): ReportStatus | null {
  const view = reportView(status, actor);
  if (!view.actions.includes(action)) return null;
  return transitionOf(view.mode, knownStatus(statusNumber(status)), action);
}

// A status outside the table counts as not written yet.
function knownStatus(status: number | null): number | null {
  return status !== null && (Object.values(REPORT_STATUS) as number[]).includes(status) ? status : null;
}

// Who the caller is to one lesson's report (null: not theirs to see). The lesson's current teacher
// writes it; staff (role 400 and up) of the lesson's center review it; the lesson's student reads it.
export type ReportCaller = {
  role: number | null;
  teacherNo: number | null;
  studentNo: number | null;
  // null: every center (headquarters roles)
  centerNos: readonly number[] | null;
};
export type ReportLessonPeople = { teacher_no: number; student_no: number; center_no: number };

export function reportActorOf(caller: ReportCaller, lesson: ReportLessonPeople): ReportActor | null {
  const role = caller.role ?? -1;
  if (role === ROLE.TEACHER) return lesson.teacher_no > 0 && caller.teacherNo === lesson.teacher_no ? 'writer' : null;
  if (role >= STAFF_MIN_ROLE) return caller.centerNos === null || caller.centerNos.includes(lesson.center_no) ? 'reviewer' : null;
  if (STUDENT_ROLES.includes(role)) return caller.studentNo === lesson.student_no ? 'reader' : null;
  return null;
}

// A row of a report screen's lists (C50102_getPreviousReportNoList, getNextScheduleList): a lesson of the
// screen lesson's student, shown to whoever may see the screen lesson's report (a teacher sees the
// student's other teachers' rows there; opening one is pastReportActorOf's).
export function reportListShows(caller: ReportCaller, screen: ReportLessonPeople, row: { student_no: number }): boolean {
  return reportActorOf(caller, screen) !== null && row.student_no === screen.student_no;
}

// When a lesson takes place: its date ('YYYY-MM-DD') and period.
export type ReportLessonTime = { schedule_date: string; time_limit_no: number };

const isBefore = (a: ReportLessonTime, b: ReportLessonTime): boolean =>
  a.schedule_date < b.schedule_date || (a.schedule_date === b.schedule_date && a.time_limit_no < b.time_limit_no);

// Who the caller is to a past report (C50102PastReport, one of a report's previous reports): whoever
// may see that lesson's report, and a teacher who teaches the student now, as a reader (never a
// writer). latestOwnLesson: the teacher's latest lesson of the student that is theirs now (not
// cancelled); the past report must come before it, as the previous reports of that lesson do.
export function pastReportActorOf(
  caller: ReportCaller,
  lesson: ReportLessonPeople & ReportLessonTime,
  latestOwnLesson: ReportLessonTime | null,
): ReportActor | null {
  const actor = reportActorOf(caller, lesson);
  if (actor) return actor;
  if (caller.role === ROLE.TEACHER && latestOwnLesson && isBefore(lesson, latestOwnLesson)) return 'reader';
  return null;
}
