import { CLASSROOM_ROLES, ROLE } from '../access/roles';
import { addDays, compareDates, type DateString } from '../time/date';

// C00102 alerts (docs/alerts.md): which lessons raise one, who sees an alert.

// A lesson still without a teacher this many days before it raises an alert (the issue's "two days
// before"): from today up to and including today + 2.
export const UNASSIGNED_LESSON_ALERT_DAYS = 2;

export type AlertWindow = { from: DateString; to: DateString };

export function unassignedLessonAlertWindow(today: DateString): AlertWindow {
  return { from: today, to: addDays(today, UNASSIGNED_LESSON_ALERT_DAYS) };
}

// teacher_no 0 is an unassigned lesson (SPEC §4 lesson assignment).
export function isUnassignedLessonAlertDue(
  lesson: { teacher_no: number; schedule_date: DateString },
  today: DateString,
): boolean {
  const { from, to } = unassignedLessonAlertWindow(today);
  return lesson.teacher_no === 0 && compareDates(lesson.schedule_date, from) >= 0 && compareDates(lesson.schedule_date, to) <= 0;
}

// One alert per lesson and kind, however often the check finds it.
export const lessonAlertDedupeKey = (kind: string, scheduleNo: number): string => `${kind}:lesson:${scheduleNo}`;

// The staff who look after a center's lessons: every back-office role (HQ staff and the classroom
// accounts); a user sees it only for a center they are authorised for (canSeeAlert).
export const CENTER_STAFF_ROLES: readonly number[] = [
  ROLE.ADMIN,
  ROLE.CENTER_HEAD,
  ROLE.OFFICE_STAFF,
  ROLE.PERSON_IN_CHARGE,
  ROLE.SALES,
  ...CLASSROOM_ROLES,
];

export type AlertAudienceRule = {
  roles: readonly number[];
  center_no: number | null;
  // when set, the one teacher (role 300) who sees it; a teacher sees only alerts that name them
  teacher_no?: number | null;
  // when set, only this user
  user_no?: number | null;
};
// centerNos null: every center (headquarters roles).
export type AlertReader = {
  role: number | null;
  centerNos: readonly number[] | null;
  teacherNo?: number | null;
  userNo?: number | null;
};

export function centerStaffAudience(centerNo: number): AlertAudienceRule {
  return { roles: CENTER_STAFF_ROLES, center_no: centerNo };
}

// About a lesson's report (the report still unwritten): the staff of the lesson's center and the
// lesson's teacher (issue 22: teachers see their own alerts in C00102).
export function lessonReportAudience(centerNo: number, teacherNo: number): AlertAudienceRule {
  return { roles: [...CENTER_STAFF_ROLES, ROLE.TEACHER], center_no: centerNo, teacher_no: teacherNo };
}

// An alert is for the reader when it is addressed to their role and: for a teacher, names them
// (teacher_no; a teacher sees nothing addressed to teachers in general); for anyone else, is
// addressed to them when it names one user, and, if about a center, to a center they are authorised
// for. masters' list applies the same rule in SQL (alert.service.ts).
export function canSeeAlert(reader: AlertReader, audience: AlertAudienceRule): boolean {
  if (reader.role === null || !audience.roles.includes(reader.role)) return false;
  if (reader.role === ROLE.TEACHER) return audience.teacher_no != null && audience.teacher_no === reader.teacherNo;
  if (audience.user_no != null && audience.user_no !== reader.userNo) return false;
  if (audience.center_no === null || reader.centerNos === null) return true;
  return reader.centerNos.includes(audience.center_no);
}
