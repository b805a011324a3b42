// @school/domain: pure business rules shared by the browser and the services (no I/O).

// time
export * from './time/date';
export * from './time/week';
export * from './time/relative-time';
export * from './time/fiscal-year';
export * from './time/date-format';
export * from './time/time-limit';
export * from './time/time-picker';
export * from './time/duration';
export * from './time/date-range';

// validation: the single rules live under one name, since max/min/is/length are too generic at top level
export * as rules from './validation/rules';
export {
  asNumber,
  asText,
  isEmptyValue,
  isPresent,
  mimeMatches,
  type RuleResult,
  type DecimalSeparator,
} from './validation/rules';
export * from './validation/types';
export * from './validation/editor';
export * from './validation/validate';
export * from './validation/messages.ja';
export * from './validation/names-batch';
export * from './validation/support-page';
export * from './validation/form-guards';

// rich text and its attachments
export * from './rich-text/rich-text-policy';
export * from './files/attachment-types';

// color
export * from './color/color-format';
export * from './color/contrast';

// calendar
export * from './calendar/types';
export * from './calendar/calendar-day';
export * from './calendar/working-days';
export * from './calendar/editable-range';
export * from './calendar/repeat-lessons';
export * from './calendar/weekly-course';
export * from './calendar/fully-booked';
export * from './calendar/application-rules';
export * from './calendar/rebooking-rules';
export * from './calendar/holidays';
export * from './calendar/calendar-year';

// report
export * from './report/report-mode';
export * from './report/report-rows';
export * from './report/report-list';

// assignment
export * from './assignment/types';
export * from './assignment/sections';
export * from './assignment/occupancy';
export * from './assignment/remaining-teachers';
export * from './assignment/required-teachers';
export * from './assignment/checks';
export * from './assignment/board';
export * from './assignment/board-screen';
export * from './assignment/live-change';
export * from './assignment/board-range';
export * from './assignment/distribute';
export * from './assignment/schedule-table';

// access
export * from './access/roles';
export * from './access/user';
export * from './access/function-ids';
export * from './access/sidebar';
export * from './access/route-guard';
export * from './access/support-audience';
export * from './access/notice-audience';
export * from './access/record-access';
export * from './access/account-scope';
export * from './forms/m20101-center.form';
export * from './forms/m21101-support-page.form';
export * from './forms/m00101-notice.form';
export * from './forms/m20301-course.form';
export * from './forms/m20401-subject.form';
export * from './forms/m20601-names.form';
export * from './forms/m20701-mail-template.form';
export * from './forms/m20801-seminar.form';
export * from './forms/m20901-user.form';
export * from './forms/m20201-classroom.form';
export * from './forms/m00501-zoom-meeting.form';
export * from './forms/c10101-teacher.form';
export * from './forms/c20101-student.form';
export * from './forms/c20301-center-change.form';
export * from './schedule/operation-week';
export * from './schedule/shift-editability';
export * from './schedule/teacher-day';
export * from './schedule/lesson-day';

// alerts
export * from './alerts/alert-rules';
export * from './student-sheet/sheet-enumerations';
export * from './student-sheet/student-sheet';

// chat
export * from './chat/room-access';
export * from './chat/chat-refresh';
export * from './chat/lesson-chat-check';
export * from './chat/chat-links';
export * from './chat/chat-compose';
