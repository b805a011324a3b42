import { ROLE, STAFF_MIN_ROLE, STUDENT_ROLES } from '../access/roles';
import { MAIL_NOTIFICATION_TYPE, type MailNotificationType } from '../forms/m20701-mail-template.form';
import { ENTRY_TYPE, type EntryType } from './editable-range';

// Lesson applications (t1031, C30101_submit; docs/applications.md).

// Who may submit for a student: staff (of the student's center, checked against their centers) and a
// student 110 account for its own student only. Students 120/130 and teachers may not.
export type SubmitterKind = 'staff' | 'ownStudent' | 'none';
export function submitterKind(role: number | null): SubmitterKind {
  if (role === null) return 'none';
  if (role === ROLE.STUDENT_110) return 'ownStudent';
  return role >= STAFF_MIN_ROLE ? 'staff' : 'none';
}

// An application a student (or the family's account) made, as opposed to one staff entered.
export const isStudentApplication = (appliedRole: number): boolean => STUDENT_ROLES.includes(appliedRole);

// Taking an application back: the applicant withdraws it (a student their own, staff a staff-entered
// one); staff taking back a student's application refuse it.
export function takeBackStatus(callerRole: number, appliedRole: number): 'withdrawn' | 'refused' {
  return callerRole >= STAFF_MIN_ROLE && isStudentApplication(appliedRole) ? 'refused' : 'withdrawn';
}

// M20701's notification type for an entry type (SPEC §3 mail setting): 2 → 1, 3 → 2, 4 → 3.
export function notificationTypeOfEntry(entryType: EntryType): MailNotificationType {
  switch (entryType) {
    case ENTRY_TYPE.ADDITIONAL:
      return MAIL_NOTIFICATION_TYPE.ADDITIONAL_REQUEST;
    case ENTRY_TYPE.SEMINAR:
      return MAIL_NOTIFICATION_TYPE.SEMINAR_REQUEST;
    case ENTRY_TYPE.CHANGE:
      return MAIL_NOTIFICATION_TYPE.TRANSFER_REQUEST;
  }
}

// The lesson's class_type for an application's lesson: 2 extra, 3 seminar, as the demo school writes
// them; any class type but 1 shows in the board's 'addition' section (assignment/sections.ts). A
// change keeps the moved lesson's class type and sets change_flag 1 (also 'addition').
export const APPLICATION_CLASS_TYPE = { [ENTRY_TYPE.ADDITIONAL]: 2, [ENTRY_TYPE.SEMINAR]: 3 } as const;

// One applicationWaiting alert per application (docs/alerts.md); the portals' rebooking requests use
// their own key ('applicationWaiting:request:<no>').
export const applicationAlertDedupeKey = (entryScheduleNo: number): string => `applicationWaiting:application:${entryScheduleNo}`;
