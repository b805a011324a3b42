import { type ApplicationMailOutput, type LessonAppliedEvent } from '@school/contracts';
import { MAIL_PLACEHOLDERS, type MailNotificationType } from '@school/domain';

// The values of every placeholder the notification type offers (M20701 refuses any other in its
// template), so that no placeholder is left in the mail: what scheduling put in the event, the names
// masters gave, and the back office's address of what waits for staff (admin_url: the applications
// waiting by default, C40411 for a rebooking request).
export type ApplicationMailFacts = Pick<
  LessonAppliedEvent,
  | 'student_no'
  | 'schedule_date'
  | 'time_label'
  | 'request_note'
  | 'seminar_name'
  | 'original_schedule_date'
  | 'original_time_label'
> &
  Partial<Pick<LessonAppliedEvent, 'time_limit_no'>>;

export function applicationMailValues(
  type: MailNotificationType,
  applied: ApplicationMailFacts,
  found: Pick<ApplicationMailOutput, 'center_name' | 'student_name' | 'subject_name'>,
  webUrl: string,
  adminPath = '/PendingSchedule',
): Record<string, string | number> {
  const all: Record<string, string | number> = {
    student_name: found.student_name,
    student_no: applied.student_no,
    center_name: found.center_name,
    schedule_date: applied.schedule_date,
    time_label: applied.time_label ?? String(applied.time_limit_no ?? ''),
    subject_name: found.subject_name,
    request_note: applied.request_note ?? '',
    seminar_name: applied.seminar_name ?? '',
    original_schedule_date: applied.original_schedule_date ?? '',
    original_time_label: applied.original_time_label ?? '',
    admin_url: new URL(adminPath, webUrl).toString(),
  };
  return Object.fromEntries(MAIL_PLACEHOLDERS[type].map((name) => [name, all[name]]));
}
