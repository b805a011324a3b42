import type { EventName, EventPayload } from './events';

// The audit trail (docs/audit.md): which records an event changed. Every event of the catalogue is
// named here, so a new event is a decision: the records it changes, or null for what is no change to a
// record (a chat message, an alert).
export const AUDIT_RECORD_TYPES = [
  'center',
  'classroom',
  'course_type',
  'course',
  'subject',
  'mail_template',
  'names',
  'seminar',
  'calendar',
  'teacher',
  'student',
  'lesson',
  'application',
  'rebooking_request',
  'report',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];
// record_key: the record's number, or its parts joined with ':' (a calendar: center_no:fiscal_year).
export type AuditRecordRef = { record_type: AuditRecordType; record_key: string };

type RecordsOf<E extends EventName> = (data: EventPayload<E>) => AuditRecordRef[];

const one = (record_type: AuditRecordType, ...key: (string | number)[]): AuditRecordRef[] => [
  { record_type, record_key: key.join(':') },
];
// A master row's change names the row when added or edited, its key when deleted.
const row =
  <N extends string, K extends string>(record_type: AuditRecordType, noun: N, key: K) =>
  (data: ({ action: 'added' | 'edited' } & Record<N, Record<K, unknown>>) | ({ action: 'deleted' } & Record<K, unknown>)) =>
    one(record_type, String(data.action === 'deleted' ? data[key] : (data as Record<N, Record<K, unknown>>)[noun][key]));
const lesson = (data: { schedule_no: number }) => one('lesson', data.schedule_no);

export const AUDITED_EVENTS: { readonly [E in EventName]: RecordsOf<E> | null } = {
  CenterChanged: row('center', 'center', 'center_no'),
  ClassroomChanged: row('classroom', 'classroom', 'classroom_no'),
  CourseTypeChanged: row('course_type', 'course_type', 'course_type_no'),
  CourseChanged: row('course', 'course', 'course_no'),
  SubjectChanged: row('subject', 'subject', 'subject_no'),
  SeminarCalendarChanged: row('seminar', 'seminar', 'seminar_calendar_no'),
  MailTemplateChanged: (d) => one('mail_template', d.notification_type),
  NamesChanged: (d) => one('names', d.names_no),
  CalendarDayChanged: (d) => one('calendar', d.center_no, d.fiscal_year),
  TeacherChanged: (d) => one('teacher', 'deleted' in d ? d.teacher_no : d.teacher.teacher_no),
  StudentChanged: (d) => one('student', 'deleted' in d ? d.student_no : d.student.student_no),
  StudentNgTeachersChanged: (d) => one('student', d.student_no),
  StudentCenterChanged: (d) => one('student', d.student_no),
  LessonZoomMeetingSet: (d) => d.schedule_nos.flatMap((n) => one('lesson', n)),
  LessonAssigned: lesson,
  LessonUnassigned: lesson,
  LessonTransferred: lesson,
  LessonCancelled: lesson,
  LessonCreated: lesson,
  LessonChanged: lesson,
  LessonNoteSaved: lesson,
  LessonTeacherTypeSet: lesson,
  LessonCenterMoved: lesson,
  LessonApplied: (d) => one('application', d.entry_schedule_no),
  RebookingRequested: (d) => one('rebooking_request', d.request_no),
  ReportChanged: (d) => one('report', d.schedule_no),
  ChatMessageSent: null,
  ChatRoomChanged: null,
  AlertRaised: null,
};

// The records an event changed; none for an event the trail leaves out.
export const auditedRecordsOf = <E extends EventName>(type: E, data: EventPayload<E>): AuditRecordRef[] =>
  (AUDITED_EVENTS[type] as RecordsOf<E> | null)?.(data) ?? [];
