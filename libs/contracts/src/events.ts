import type { Locked } from './browse';
import type { CenterKey, CenterRecord } from './api/masters/m20101.api';
import type { ClassroomKey, ClassroomRecord } from './api/masters/m20201.api';
import type { CourseKey, CourseRecord, CourseTypeKey, CourseTypeRecord } from './api/masters/m20301.api';
import type { SubjectKey, SubjectRecord } from './api/masters/m20401.api';
import type { MailTemplateKey } from './api/masters/m20701.api';
import type { SeminarCalendarKey, SeminarCalendarRecord } from './api/masters/m20801.api';
import type { CalendarDayFields } from './api/masters/m21001.api';
import type { TeacherRecord } from './api/teachers/c10101.api';
import type { AlertAudience, AlertKind, AlertSubject } from './api/alerts/c00102.api';
import type { EntryRecord } from './api/entries/c30101-submit.api';
import type { ChatroomMessage, ChatRoomRef } from './api/chat.api';
import type { ReportStatusCode } from './api/reports/c50102.api';
import type { ServiceName } from './services';

// A master row's change: an added or edited row as saved, under the row's name; a deleted one by its key.
export type RowChangedEvent<Noun extends string, Row, Key> =
  ({ action: 'added' | 'edited' } & Record<Noun, Row>) | ({ action: 'deleted' } & Key);

export type CenterChangedEvent = RowChangedEvent<'center', CenterRecord, CenterKey>;
// a deleted classroom names its center too, so a center's listeners need not look it up
export type ClassroomChangedEvent = RowChangedEvent<'classroom', ClassroomRecord, ClassroomKey & { center_no: number }>;
export type CourseTypeChangedEvent = RowChangedEvent<'course_type', CourseTypeRecord, CourseTypeKey>;
export type CourseChangedEvent = RowChangedEvent<'course', CourseRecord, CourseKey>;
export type SubjectChangedEvent = RowChangedEvent<'subject', SubjectRecord, SubjectKey>;
export type SeminarCalendarChangedEvent = RowChangedEvent<'seminar', SeminarCalendarRecord, SeminarCalendarKey>;
export type MailTemplateChangedEvent = MailTemplateKey & Locked;
// M20601: the group's codes by what happened to them; a renamed code is a change from one code to another.
export type NamesChangedEvent = {
  names_no: number;
  added: string[];
  changed: (string | { from: string; to: string })[];
  deleted: string[];
};
// M21001: the days of one center's fiscal year a batch changed, as they are now.
export type CalendarDayChangedEvent = { center_no: number; fiscal_year: number; days: CalendarDayFields[] };
// M00501: the Zoom meeting of some lessons was set (or removed: zoom_url null)
export type LessonZoomMeetingSetEvent = {
  center_no: number;
  schedule_nos: number[];
  zoom_url: string | null;
  zoom_meeting_id: string | null;
  // whether a passcode is set; the passcode itself stays out of the event stream
  has_passcode: boolean;
  user_no: number | null;
};

// C40101 board writes, each in the transaction of its change. A lesson as the board saved it; the
// teacher it lost (unassigned) or got (assigned); user_no who did it.
export type LessonRef = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  // the center a lesson held at center_no was transferred from, whose board shows it too; 0 when not
  // transferred. Absent in events written before it was added (read as 0).
  original_center_no?: number;
  student_no: number;
  // what the lesson is in, for consumers that keep their own copy of lessons (reports)
  subject_no: number;
  lock_version: number;
  user_no: number | null;
};
// The columns of a lesson row its LessonRef is built from: a writer names every one.
export type LessonRefRow = Required<Omit<LessonRef, 'user_no'>>;
// A lesson row's LessonRef (its other columns left out of the event), naming who wrote it.
export const lessonRefOf = (l: LessonRefRow, userNo: number | null): LessonRef => ({
  schedule_no: l.schedule_no,
  schedule_date: l.schedule_date,
  time_limit_no: l.time_limit_no,
  center_no: l.center_no,
  original_center_no: l.original_center_no,
  student_no: l.student_no,
  subject_no: l.subject_no,
  lock_version: l.lock_version,
  user_no: userNo,
});
// previous_teacher_no: the teacher it replaced in the same save, 0 when it had none (events written
// before a save could reassign have none)
export type LessonAssignedEvent = LessonRef & { teacher_no: number; previous_teacher_no?: number };
export type LessonUnassignedEvent = LessonRef & { previous_teacher_no: number };
// transferred to center_no from original_center_no (the LessonRef's, as every lesson event has it);
// original_center_no 0 when the transfer was removed.
// previous_center_no: where the lesson was before (the center a removed transfer leaves, whose board
// must hear it); absent in events written before it was added
export type LessonTransferredEvent = LessonRef & { original_center_no: number; previous_center_no?: number };
export type LessonCancelledEvent = LessonRef & { teacher_no: number };
// C40501_doSaveMessage: the lesson's contact note as saved (null: removed), at the lesson's new version.
export type LessonNoteSavedEvent = LessonRef & { note: string | null };
// C40101_setTeacherType: the teacher type the lesson asks for (null: none), at the lesson's new version.
export type LessonTeacherTypeSetEvent = LessonRef & { teacher_request_type: 1 | 2 | 3 | null };
// Applications and weekly courses (issue 24), each in the transaction that wrote the lesson.
// A lesson that came into being: from an application (entry_schedule_no) or a weekly course
// (weekly_entry_no), 0 for the other.
export type LessonCreatedEvent = LessonRef & {
  teacher_no: number;
  capacity: number;
  entry_schedule_no: number;
  weekly_entry_no: number;
};
// A lesson moved to another date, slot or center (a change application or staff): where it was, and
// the teacher it lost (a moved lesson waits for a teacher again).
export type LessonChangedEvent = LessonRef & {
  from_schedule_date: string;
  from_time_limit_no: number;
  from_center_no: number;
  previous_teacher_no: number;
  entry_schedule_no: number;
};
// C20301 (a student's center change, applied by scheduling's projection consumer): the lesson's new
// place. center_no (in the ref) where it is held now, original_center_no its home when held elsewhere
// (0: not a transfer), teacher_no 0 when the move lost its teacher (teacher_no was previous_teacher_no
// at previous_center_no). user_no null: masters' change, not a caller of scheduling.
export type LessonCenterMovedEvent = LessonRef & {
  teacher_no: number;
  original_center_no: number;
  previous_center_no: number;
  previous_teacher_no: number;
};
// A student (or staff for them) applied: what the center's mail (M20701 notification type by entry
// type) and alert (kind 3, docs/alerts.md) need. applied_role: the applicant's user_type_code.
export type LessonAppliedEvent = Pick<
  EntryRecord,
  | 'entry_schedule_no'
  | 'entry_type'
  | 'student_no'
  | 'center_no'
  | 'schedule_date'
  | 'time_limit_no'
  | 'subject_no'
  | 'applied_by_user_no'
  | 'applied_role'
> & {
  schedule_no: number;
  // what only scheduling knows, for the mail's placeholders (M20701): the slot as shown ('19:00～20:20'),
  // the seminar's name (type 3), the moved lesson's former date and slot (type 4), the applicant's note
  time_label?: string;
  seminar_name?: string | null;
  original_schedule_date?: string | null;
  original_time_label?: string | null;
  request_note?: string | null;
};

// A student asked staff to move one of their lessons (C21201_doAddRequest, T1035): what the center's
// mail (M20701 notification type 3) and alert (kind 3) need. schedule_date / time_label: the lesson;
// wanted_*: where the student would like it, null with a note alone.
export type RebookingRequestedEvent = {
  request_no: number;
  schedule_no: number;
  student_no: number;
  center_no: number;
  subject_no: number;
  schedule_date: string;
  time_limit_no: number;
  time_label: string;
  wanted_date: string | null;
  wanted_time_label: string | null;
  note: string | null;
  requested_by_user_no: number | null;
};

// A message sent to a chat room (Chatroom_sendMessage), as the room shows it: the gateway replicas hear
// it on a plain subscription to deliver it to the sockets of the room (docs/chat.md).
export type ChatMessageSentEvent = ChatroomMessage;
// The chat service's copy of a room's lesson changed (assigned, released, transferred, cancelled, moved):
// who may read the room may have changed. Written in the transaction that changed the copy, so a gateway
// that hears it and asks Chatroom.getReadableRooms again gets the new answer (docs/live.md).
export type ChatRoomChangedEvent = ChatRoomRef;

// Teachers and students as the scheduling service's projections keep them: the full new state the
// assignment board needs, with the record's version (its lock_version after the change). A consumer
// applies an event only when its version is newer than the one it holds, so a redelivered or late
// event changes nothing. Contact data stays out of the event stream: no consumer needs it.
export type TeacherState = Pick<
  TeacherRecord,
  'teacher_no' | 'teacher_name' | 'teacher_namej' | 'sex' | 'teacher_type' | 'center_no' | 'center_nos' | 'subject_nos' | 'status'
>;
export type TeacherChangedEvent = { version: number; teacher: TeacherState };
// C10101_doDelete / C20101_doDelete: the record is gone; version is the lock_version it was deleted
// at, so no state event of that version or older applies afterwards.
export type TeacherDeletedEvent = { version: number; deleted: true; teacher_no: number };
// C20101: sex 3 not given; enrollment_status 0 none, 1 enrolled, 2 on leave, 3 withdrawn; teacher_request
// 3 no preference, else the wanted sex; teacher_request_type null or the wanted teacher_type; subject_nos
// the subjects the student takes (t1033), which a multiple-subject lesson covers.
export type StudentState = {
  student_no: number;
  student_name: string;
  student_namej: string;
  sex: 1 | 2 | 3;
  school_year_code: number | null;
  center_no: number;
  enrollment_status: 0 | 1 | 2 | 3;
  teacher_request: 1 | 2 | 3;
  teacher_request_type: 1 | 2 | 3 | null;
  subject_nos: number[];
};
export type StudentChangedEvent = { version: number; student: StudentState };
export type StudentDeletedEvent = { version: number; deleted: true; student_no: number };
// The teachers who must never teach the student (SPEC §5 excluded list), with who set each and when.
export type NgTeacher = { teacher_no: number; set_by_user_no: number | null; set_at: string };
export type StudentNgTeachersChangedEvent = { version: number; student_no: number; ng_teachers: NgTeacher[] };
// C20301: the student belongs to center_no from schedule_date on.
export type StudentCenterChangedEvent = {
  version: number;
  student_no: number;
  center_no: number;
  previous_center_no: number;
  schedule_date: string;
};

// C00102: something staff should look at (docs/alerts.md). masters stores one alert per dedupe_key
// (a redelivered or repeated event adds nothing); raised_at is when the raiser found it.
export type AlertRaisedEvent = {
  kind: AlertKind;
  dedupe_key: string;
  subject: AlertSubject;
  audience: AlertAudience;
  raised_at: string;
};

// C50102 (docs/reports.md): a lesson report as a write (rows, handover, submit, absence, review, comment)
// left it, in the transaction of the write; action is the domain's ReportAction. The rows' contents stay
// in the report: the audit trail (docs/audit.md) names the write, the status and the handover.
export type ReportChangedEvent = {
  schedule_no: number;
  center_no: number;
  student_no: number;
  teacher_no: number;
  action: string;
  report_status: ReportStatusCode;
  review_round: number;
  handover: string | null;
  reviewer_user_no: number | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  lock_version: number;
};

// The payload type rides along as a phantom field, as an API's input and output do (api/define.ts).
// service publishes the event; also: other services that publish it too, each under its own subject.
export type EventDef<P, S extends ServiceName = ServiceName, A extends ServiceName = ServiceName> = {
  readonly service: S;
  readonly also: readonly A[];
  readonly __payload?: P;
};
const event =
  <P>() =>
  <S extends ServiceName, A extends ServiceName = never>(service: S, ...also: A[]): EventDef<P, S, A> => ({ service, also });

export const EVENT_CATALOGUE = {
  CenterChanged: event<CenterChangedEvent>()('masters'),
  ClassroomChanged: event<ClassroomChangedEvent>()('masters'),
  CourseTypeChanged: event<CourseTypeChangedEvent>()('masters'),
  CourseChanged: event<CourseChangedEvent>()('masters'),
  SubjectChanged: event<SubjectChangedEvent>()('masters'),
  MailTemplateChanged: event<MailTemplateChangedEvent>()('masters'),
  NamesChanged: event<NamesChangedEvent>()('masters'),
  TeacherChanged: event<TeacherChangedEvent | TeacherDeletedEvent>()('masters'),
  StudentChanged: event<StudentChangedEvent | StudentDeletedEvent>()('masters'),
  StudentNgTeachersChanged: event<StudentNgTeachersChangedEvent>()('masters'),
  StudentCenterChanged: event<StudentCenterChangedEvent>()('masters'),
  SeminarCalendarChanged: event<SeminarCalendarChangedEvent>()('scheduling'),
  CalendarDayChanged: event<CalendarDayChangedEvent>()('scheduling'),
  LessonZoomMeetingSet: event<LessonZoomMeetingSetEvent>()('scheduling'),
  LessonAssigned: event<LessonAssignedEvent>()('scheduling'),
  LessonUnassigned: event<LessonUnassignedEvent>()('scheduling'),
  LessonTransferred: event<LessonTransferredEvent>()('scheduling'),
  LessonCancelled: event<LessonCancelledEvent>()('scheduling'),
  LessonCreated: event<LessonCreatedEvent>()('scheduling'),
  LessonChanged: event<LessonChangedEvent>()('scheduling'),
  LessonApplied: event<LessonAppliedEvent>()('scheduling'),
  LessonNoteSaved: event<LessonNoteSavedEvent>()('scheduling'),
  LessonTeacherTypeSet: event<LessonTeacherTypeSetEvent>()('scheduling'),
  LessonCenterMoved: event<LessonCenterMovedEvent>()('scheduling'),
  RebookingRequested: event<RebookingRequestedEvent>()('scheduling'),
  ReportChanged: event<ReportChangedEvent>()('reports'),
  ChatMessageSent: event<ChatMessageSentEvent>()('chat'),
  ChatRoomChanged: event<ChatRoomChangedEvent>()('chat'),
  // scheduling and reports raise alerts, each through its own outbox under its own subject; masters
  // listens to AlertRaised of any service (docs/alerts.md)
  AlertRaised: event<AlertRaisedEvent>()('scheduling', 'reports'),
} as const;

export type EventCatalogue = typeof EVENT_CATALOGUE;
export type EventName = keyof EventCatalogue;
export type EventPayload<E extends EventName> = EventCatalogue[E] extends EventDef<infer P> ? P : never;
// Every service that may publish the event.
export type EventService<E extends EventName> =
  EventCatalogue[E]['service'] | (EventCatalogue[E] extends EventDef<unknown, ServiceName, infer A> ? A : never);

// What the outbox relays to JetStream, one member per event type (narrow on type). id is unique per
// event ("<schema>:<outbox id>") and is the deduplication key on both sides: JetStream's Nats-Msg-Id
// and the consumer's inbox.
// replay: a dead-lettered event published again under a new id, for the one consumer that gave up on
// it (event_id its first id; docs/events.md "Replaying a dead letter"); every other consumer skips it.
// actorUserNo / requestId: who made the change and in which request (docs/audit.md); null for work no
// user asked for, absent in events published before they were added.
export type DomainEvent<E extends EventName = EventName> = {
  [T in E]: {
    id: string;
    type: T;
    service: EventService<T>;
    occurredAt: string;
    data: EventPayload<T>;
    replay?: EventReplay;
    actorUserNo?: number | null;
    requestId?: string | null;
  };
}[E];
export type EventReplay = { consumer: string; event_id: string };
