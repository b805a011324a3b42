import {
  API_REGISTRY,
  decideAccess,
  MAX_PAGE_SIZE,
  type ApiName,
  type BoardLessonRow,
  type CurrentUser,
} from '@school/contracts';
import {
  addDays,
  mayManageAccount,
  mayReadRecord,
  mayReadTeacherRecord,
  pastReportActorOf,
  recordScopeOf,
  reportListShows,
  roomAccess,
  studentSheetCenters,
  startOfWeek,
  tokyoDate,
  type LessonRoom,
  type ReportCaller,
  type ReportLessonPeople,
  type ReportLessonTime,
  type RecordOwners,
  type RoomReader,
} from '@school/domain';
import { Client } from 'pg';
import { ROLE_ACCOUNTS } from '../support/accounts';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// Lists never leak what the record check refuses (issue 29, R7): every list-like API of the registry,
// called as every demo account and without a session, returns only rows whose student, teacher and
// center pass the per-record rule of libs/domain for that caller — mayReadRecord (the rule behind the
// lesson detail checks and list filters), mayReadTeacherRecord for the teachers' own records,
// studentSheetCenters for the students' sheets, roomAccess for the chat rooms. The inputs also name other
// people's students, teachers and centers, so a list that trusts its input is caught. Every registered
// API is either in LISTS (how to call it, how to read each row's owners) or in NOT_LISTS (reviewed: its
// output has no rows of students', teachers' or centers' records): a new API fails here until it is.

type Caller = { name: string; session: ApiSession; user: CurrentUser | null };
type Fixture = {
  start: string;
  end: string;
  day: string;
  centers: number[];
  students: number[];
  teachers: number[];
  // lessons of the fixture's day (every center), for the APIs that take lesson numbers
  lessons: number[];
  // a few lessons and reports of each of the fixture's students (other teachers' too), for C50102
  reportLessons: number[];
};
type Rule = (caller: Caller, rows: RecordOwners[]) => Promise<boolean[]> | boolean[];
// screen_no: the lesson whose report screen lists the row (C50102's lists)
type Row = RecordOwners & { schedule_no?: number; screen_no?: number; user_no?: number };
type ListEntry = {
  // the inputs each caller sends: theirs and other people's
  inputs: (f: Fixture, caller: Caller) => unknown[];
  // the rows of one 200 answer and whom each belongs to (schedule_no alone: the lesson's owners)
  rows: (output: never, input: never, caller: Caller) => Row[];
  // a file: POST /api/download, the rows parsed from its bytes
  file?: (bytes: Buffer) => Row[];
  rule?: 'room' | 'teacher' | 'sheet' | 'reportList' | 'pastReport' | 'account';
  // neither a call nor a download (the calendar feed): the rows, or null when refused
  read?: (caller: Caller, input: never) => Promise<Row[] | null>;
};

const scopeOf = ({ user }: Caller) =>
  user &&
  recordScopeOf({
    role: user.user_type_code,
    studentNo: user.student_no,
    teacherNo: user.teacher_no,
    centerNos: user.center_nos,
  });
const subjectOf = ({ user }: Caller) => user && { role: user.user_type_code, functionIds: user.allowed_function_ids };
const owners = ({ student_no, teacher_no, center_no, schedule_no }: Row): Row => ({
  student_no,
  teacher_no,
  center_no,
  schedule_no,
});
const page = (searchInfo: object) => ({ searchInfo, orderBy: [], pagination: { current_page: 1, per_page: MAX_PAGE_SIZE } });
const data = (o: { data: Row[] }) => o.data.map(owners);
const ownTeacher = (c: Caller) => c.user?.teacher_no ?? undefined;
// a student account's own first, then one student of each center
const studentInputs = (f: Fixture) => f.students.map((student_no) => ({ student_no }));
const range = (f: Fixture) => ({ start_date: f.start, end_date: f.end });
const teacherRange = (f: Fixture, c: Caller) =>
  [undefined, ...f.teachers]
    .map((teacher_no) => ({ ...range(f), ...(teacher_no ? { teacher_no } : {}) }))
    .filter((i) => i.teacher_no !== undefined || ownTeacher(c) !== undefined);
// a row of a teacher's own screen (C11101): the teacher the input names, or the caller's own
const ofTeacher = (input: { teacher_no?: number }, c: Caller) => input.teacher_no ?? ownTeacher(c);
const studentRange = (f: Fixture) => studentInputs(f).map((s) => ({ ...s, ...range(f) }));
const studentWeek = (f: Fixture) => studentInputs(f).map((s) => ({ ...s, start_date: f.start }));
// One student's screen (C30101, C21101): its rows are that student's records, whatever center a lesson
// was moved to, so each is checked as the student it names (the header's when it names none), at the
// student's own center (the detail check's: StudentScheduleService.studentFor).
type StudentScreen = { student_no: number } & Record<string, Row[] | undefined>;
const ofStudent = (o: StudentScreen, ...lists: (Row[] | undefined)[]): Row[] => [
  { student_no: o.student_no },
  ...lists.flatMap((l) => l ?? []).map((r) => ({ student_no: r.student_no ?? o.student_no })),
];
// the board's compact lesson rows (BoardLessonRow): the owners by position
const boardRow = ([schedule_no, , , student_no, teacher_no, center_no]: BoardLessonRow): Row => ({
  schedule_no,
  student_no,
  teacher_no,
  center_no,
});
const csvLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .slice(1)
    .map((l) => l.split(','));

const LISTS: Partial<Record<ApiName, ListEntry>> = {
  C40501_doBrowse: {
    inputs: (f) =>
      [undefined, ...f.centers].map((center_no) => page({ since: f.day, until: f.day, ...(center_no ? { center_no } : {}) })),
    rows: data,
  },
  // the CSV's first column is the lesson number (授業番号); its owners are the lesson's
  C40501_exportCSV: {
    inputs: (f) =>
      [undefined, ...f.centers].map((center_no) => ({
        searchInfo: { since: f.day, until: f.day, ...(center_no ? { center_no } : {}) },
        orderBy: [],
      })),
    rows: () => [],
    file: (bytes) => csvLines(bytes).map((c) => ({ schedule_no: Number(c[0]) })),
  },
  C40701_doBrowse: {
    inputs: (f) =>
      [undefined, ...f.centers].map((center_no) => page({ since: f.start, until: f.end, ...(center_no ? { center_no } : {}) })),
    // a teacher's day at a center: staff's by its center
    rows: data,
  },
  C40411_doBrowse: {
    inputs: (f) =>
      [undefined, ...f.centers].flatMap((center_no) =>
        [0, 1].map((hidden_flag) => page({ hidden_flag, ...(center_no ? { center_no } : {}) })),
      ),
    rows: data,
  },
  ZoomLog_doBrowse: { inputs: () => [page({})], rows: data },
  PendingSchedule_doBrowse: { inputs: () => [page({})], rows: data },
  C21101_getSchedule: {
    inputs: (f) => [range(f), ...studentInputs(f).map((s) => ({ ...range(f), ...s }))],
    rows: (o: StudentScreen) => ofStudent(o, o.lessons),
  },
  C30101Student_doBrowse: {
    inputs: (f) => [
      { start_date: f.start, end_date: addDays(f.start, 6) },
      ...f.centers.map((center_no) => ({ start_date: f.start, end_date: addDays(f.start, 6), center_no })),
    ],
    rows: (o: StudentScreen) => ofStudent(o, o.lessons, o.entries, o.not_attended),
  },
  C30101_getSchedule: { inputs: studentInputs, rows: (o: StudentScreen) => ofStudent(o) },
  C30101_getStudentSchedule: { inputs: studentRange, rows: (o: StudentScreen) => ofStudent(o, o.lessons) },
  C30101_getStudentScheduleWeek: { inputs: studentWeek, rows: (o: StudentScreen) => ofStudent(o, o.lessons) },
  C30101_getEntrySchedule: { inputs: studentRange, rows: (o: StudentScreen) => ofStudent(o, o.entries) },
  C30101_getEntryScheduleWeek: { inputs: studentWeek, rows: (o: StudentScreen) => ofStudent(o, o.entries) },
  C30101_getNotAttendedSchedule: { inputs: studentRange, rows: (o: StudentScreen) => ofStudent(o, o.not_attended) },
  C30101_getChangeSchedule: { inputs: studentRange, rows: (o: StudentScreen) => ofStudent(o, o.changes) },
  C30101_getCancelSchedule: { inputs: studentRange, rows: (o: StudentScreen) => ofStudent(o, o.cancels) },
  C30101_getWeeklyEntrySchedule: { inputs: studentInputs, rows: (o: StudentScreen) => ofStudent(o, o.courses) },
  C30101_searchStudents: { inputs: () => [{}, { search: '' }], rows: (o: Row[]) => o.map(owners) },
  C11101_getTeacherSchedule: {
    inputs: teacherRange,
    rows: (o: Row[], i: { teacher_no?: number }, c) => o.map((l) => ({ ...owners(l), teacher_no: ofTeacher(i, c) })),
  },
  C11101_getJoinedStudent: { inputs: teacherRange, rows: (o: Row[]) => o.map((j) => ({ schedule_no: j.schedule_no })) },
  C11101_getTeacherReporting: {
    inputs: (f, c) => [...(ownTeacher(c) ? [{}] : []), ...f.teachers.map((teacher_no) => ({ teacher_no }))],
    rows: (o: Row[]) => o.map(owners),
  },
  // a teacher at a center (their shifts there): the teacher's record at that center
  C11101_getTeacherInfoAndSchedule: {
    inputs: (f, c) => teacherRange(f, c).flatMap((i) => f.centers.map((center_no) => ({ ...i, center_no }))),
    rows: (o: Row[], i: { center_no: number }) => o.map((t) => ({ teacher_no: t.teacher_no, center_no: i.center_no })),
  },
  C11101_getAppliedSchedule: {
    inputs: (f, c) => teacherRange(f, c).flatMap((i) => f.centers.map((center_no) => ({ ...i, center_no }))),
    rows: (o: { lessons: BoardLessonRow[] }) => o.lessons.map(boardRow),
  },
  C40101_getAppliedSchedule: {
    inputs: (f) => f.centers.map((center_no) => ({ center_no, start_date: f.day, end_date: f.day })),
    rows: (o: { lessons: BoardLessonRow[] }) => o.lessons.map(boardRow),
  },
  // the rows the PDF renders (C40201_generatePDF draws this table): read by their lesson numbers
  C40201_getSchedule: {
    inputs: (f) => f.centers.map((center_no) => ({ center_no, start_date: f.day, end_date: f.day, by: 'teacher' })),
    rows: (o: { lessons: Row[] }) => o.lessons.map((l) => ({ schedule_no: l.schedule_no })),
  },
  // the PDF itself is not parsed row by row (a render takes seconds, and its cells hold names, not
  // numbers): its one record is its center, and only for centers the caller may not read is a render
  // asked for (each must be refused; the allowed ones' rows are C40201_getSchedule's)
  C40201_generatePDF: {
    inputs: (f, c) =>
      f.centers
        .filter((center_no) => !mayReadRecord(scopeOf(c), { center_no }))
        .map((center_no) => ({ center_no, start_date: f.day, end_date: f.day, by: 'teacher', file_name: 'leaks' })),
    rows: (_o: unknown, i: { center_no: number }) => [{ center_no: i.center_no }],
  },
  C50101_doBrowse: {
    inputs: (f) =>
      [undefined, ...f.centers].map((center_no) => page({ since: f.start, before: f.end, ...(center_no ? { center_no } : {}) })),
    rows: data,
  },
  C50101TeacherBrowse_doBrowse: { inputs: (f) => [page({ since: f.start, before: f.end })], rows: data },
  // a lesson the caller may not read comes as the teacher's time alone (student_no 0): the teacher's
  // record at the board's center
  C40101_getTeacherSchedule: {
    inputs: (f) =>
      f.centers.flatMap((center_no) =>
        f.teachers.map((teacher_no) => ({ center_no, start_date: f.day, end_date: f.day, teacher_no })),
      ),
    rows: (o: Row[], i: { teacher_no: number; center_no: number }) =>
      o.map((l) =>
        l.student_no === 0 ? { teacher_no: i.teacher_no, center_no: i.center_no } : { ...owners(l), teacher_no: i.teacher_no },
      ),
  },
  // a student chosen by number (value): the student's record
  C20301_searchStudents: {
    inputs: (f) => f.students.map((student_no) => ({ search: String(student_no) })),
    rows: (o: { value: number }[]) => o.map((v) => ({ student_no: v.value })),
  },
  C40101_getTeacherInfoAndSchedule: {
    inputs: (f) => f.centers.map((center_no) => ({ center_no, start_date: f.day, end_date: f.day })),
    rows: (o: Row[], i: { center_no: number }) => o.map((t) => ({ teacher_no: t.teacher_no, center_no: i.center_no })),
  },
  C20101_doBrowse: { inputs: (f) => [page({}), ...f.centers.map((center_no) => page({ center_no }))], rows: data },
  // GET /api/calendar/<token>.ics: each event's UID names its lesson. Asked for by the accounts no other
  // file signs in with (enabling renews the account's one URL); calendar-feed.spec compares teacher1's
  // and student1's feeds with their own lessons.
  CalendarFeed_getFeed: {
    inputs: (_f, c) => (['student2', 'student3'].includes(c.user?.user_id ?? '') ? [{}] : []),
    rows: () => [],
    read: async (caller) => {
      const enabled = await caller.session.call('CalendarFeed_enable', {});
      if (enabled.status !== 200) return null;
      try {
        const res = await caller.session.file(enabled.output.path);
        if (res.status !== 200) return null;
        return [...(await res.text()).matchAll(/^UID:lesson-(\d+)@/gm)].map((m) => ({ schedule_no: Number(m[1]) }));
      } finally {
        await caller.session.call('CalendarFeed_revoke', {});
      }
    },
  },
  // one center's week of needed and shift teachers, one center's entry controls: the center's record
  C40401_getScheduleState: {
    inputs: (f) => f.centers.map((center_no) => ({ center_no, start_date: f.start })),
    rows: (o: { center_no: number }) => [{ center_no: o.center_no }],
  },
  C30201_getBatchEdit: {
    inputs: (f) => f.centers.map((center_no) => ({ center_no, start_date: f.start, end_date: f.end })),
    rows: (o: { center_no: number }) => [{ center_no: o.center_no }],
  },
  // what moving a student would touch (counts of their lessons): the student's record
  C20301_getMovingLessons: {
    inputs: (f) => f.students.map((student_no) => ({ student_no, schedule_date: f.day })),
    rows: (_o: unknown, i: { student_no: number }) => [{ student_no: i.student_no }],
  },
  // the teachers' records: a teacher's own, staff's where one of the teacher's centers is theirs
  C10101_doBrowse: {
    inputs: (f) => [page({}), ...f.centers.map((center_no) => page({ center_no }))],
    rows: (o: { data: Row[] }) => o.data.map((t) => ({ teacher_no: t.teacher_no })),
    rule: 'teacher',
  },
  C10101_doBrowseAllByCalendar: {
    inputs: (f) => f.centers.map((center_no) => page({ center_no, start_date: f.start })),
    rows: (o: { data: Row[] }) => o.data.map((t) => ({ teacher_no: t.teacher_no })),
    rule: 'teacher',
  },
  C10201_doBrowseTeacherByCenter: {
    inputs: (f) => f.centers.map((center_no) => ({ center_no })),
    rows: (o: Row[]) => o.map((t) => ({ teacher_no: t.teacher_no })),
    rule: 'teacher',
  },
  C10201_doBrowseAllTeacherByCenter: {
    inputs: (f) => [
      ...f.centers.map((center_no) => page({ center_no, start_date: f.start })),
      ...f.teachers.map((teacher_no) => page({ teacher_no, start_date: f.start })),
    ],
    rows: (o: { data: Row[] }) => o.data.map((t) => ({ teacher_no: t.teacher_no })),
    rule: 'teacher',
  },
  // the students' sheets (no center in the row: the student's)
  C20201_doBrowse: {
    inputs: () => [page({})],
    rows: (o: { data: Row[] }) => o.data.map((r) => ({ student_no: r.student_no })),
    rule: 'sheet',
  },
  // classrooms: their center's records
  M20201_doBrowse: { inputs: (f) => [page({}), ...f.centers.map((center_no) => page({ center_no }))], rows: data },
  // the CSV's second column is the classroom's center (a center's few classrooms answer the file itself)
  M20201_exportCSV: {
    inputs: (f) => f.centers.map((center_no) => ({ searchInfo: { center_no }, orderBy: [] })),
    rows: () => [],
    file: (bytes) => csvLines(bytes).map((c) => ({ center_no: Number(c[1]) })),
  },
  // a report screen's lists: lessons of the screen lesson's student, whoever teaches them (reportListShows)
  C50102_getPreviousReportNoList: {
    inputs: (f) => f.reportLessons.map((schedule_no) => ({ schedule_no })),
    rows: (o: { schedule_no: number }[], i: { schedule_no: number }) =>
      o.map((r) => ({ schedule_no: r.schedule_no, screen_no: i.schedule_no })),
    rule: 'reportList',
  },
  C50102_getNextScheduleList: {
    inputs: (f) => f.reportLessons.map((schedule_no) => ({ schedule_no })),
    rows: (o: { schedule_no: number }[], i: { schedule_no: number }) =>
      o.map((r) => ({ schedule_no: r.schedule_no, screen_no: i.schedule_no })),
    rule: 'reportList',
  },
  // one past report: whoever may see its report, or teaches its student now (pastReportActorOf)
  C50102_getPastReport: {
    inputs: (f) => f.reportLessons.map((schedule_no) => ({ schedule_no })),
    rows: (o: { lesson: { schedule_no: number } }) => [{ schedule_no: o.lesson.schedule_no }],
    rule: 'pastReport',
  },
  // the accounts (M20901): those the caller may manage (mayManageAccount); the CSV's first column is the
  // account's number. In the demo only the administrator has M20901 (a classroom account's narrower
  // view is user-admin.service.int.spec's).
  M20901_doBrowse: {
    inputs: () => [page({}), page({ status: 'A' })],
    rows: (o: { data: { user_no: number }[] }) => o.data.map((u) => ({ user_no: u.user_no })),
    rule: 'account',
  },
  // one role's accounts a file (the whole list would be a job, not a download)
  M20901_exportCSV: {
    inputs: () => ROLE_ACCOUNTS.map(([role]) => ({ searchInfo: { user_type_code: Number(role) }, orderBy: [] })),
    rows: () => [],
    file: (bytes) => csvLines(bytes).map((c) => ({ user_no: Number(c[0]) })),
    rule: 'account',
  },
  Chatroom_getRooms: {
    inputs: (f) => [{ rel_model: 'lesson' }, ...f.students.map((student_no) => ({ rel_model: 'lesson', student_no }))],
    rows: (o: { rel_id: number }[]) => o.map((r) => ({ schedule_no: r.rel_id })),
    rule: 'room',
  },
  Chatroom_getMessageCounts: {
    inputs: (f) => [{ rel_model: 'lesson', rel_ids: f.lessons }],
    rows: (o: { rel_id: number }[]) => o.map((r) => ({ schedule_no: r.rel_id })),
    rule: 'room',
  },
};

// Asked only what must be refused: no rows expected.
const REFUSALS_ONLY: readonly string[] = ['C40201_generatePDF'];

// Reviewed: no rows of students', teachers' or centers' records in the output (writes, sessions,
// masters' dropdowns and settings, counts, one record by its number whose detail check is its own
// test).
const NOT_LISTS: Record<string, readonly string[]> = {
  // sessions, sign-in, registration, the caller's own settings and menu
  session: [
    'AuthService.getConfig',
    'Auth_confirmEmailBind',
    'Auth_confirmRegistration',
    'Auth_login',
    'Auth_loginWithLink',
    'Auth_logout',
    'Auth_register',
    'Auth_requestEmailBind',
    'Auth_requestLoginLink',
    'Auth_requestPasswordReset',
    'Auth_resendConfirmation',
    'Auth_resetPassword',
    'CalendarFeed_getStatus',
    'T0012AuthorityService.getMenu',
    'getCurrentUser',
    'setUserLocale',
  ],
  // writes: they answer with what they wrote
  write: [
    'C00102_updateAlert',
    'C00102_updateBatchAlert',
    'C10101_doAdd',
    'C10101_doDelete',
    'C10101_doEdit',
    'C10201_doUpdateSchedule',
    'C20101_doAdd',
    'C20101_doDelete',
    'C20101_doEdit',
    'C20201_doSave',
    'C20301_doAction',
    'C21201_doAddRequest',
    'C30101_doSubmit',
    'C30101_submit',
    'C30201_doBatchEdit',
    'C40101_cancelSchedule_SingleCell',
    'C40101_checkPassword',
    'C40101_distribute',
    'C40101_removeTransfer',
    'C40101_resetSchedule',
    'C40101_setTeacherType',
    'C40101_setTransfer',
    'C40101_updateSchedule',
    'C40411_toggleHiddenRequest',
    'C40501_doSaveMessage',
    'C50102_doComment',
    'C50102_doEdit',
    'C50102_doEditHandover',
    'C50102_doEditRow',
    'C50102_doReview',
    'CalendarFeed_enable',
    'CalendarFeed_revoke',
    'Chatroom_sendMessage',
    'M00101_doSave',
    'M00501_setZoomMeetingInSchedule',
    'M20101_doAdd',
    'M20101_doDelete',
    'M20101_doEdit',
    'M20201_doAdd',
    'M20201_doDelete',
    'M20201_doEdit',
    'M20301_doAdd',
    'M20301_doDelete',
    'M20301_doEdit',
    'M20401_doAdd',
    'M20401_doDelete',
    'M20401_doEdit',
    'M20601_doBatchEdit',
    'M20701_doEdit',
    'M20801_doDelete',
    'M20801_doSave',
    'M20901_ResetPassword',
    'M20901_doAdd',
    'M20901_doDelete',
    'M20901_doEdit',
    'M20901_resetInitPassword',
    'M21001_doBatchEdit',
    'M21101_doAdd',
    'M21101_doDelete',
    'M21101_doEdit',
    'ZoomLog_recordOpen',
  ],
  // between services only (a browser is refused: access-matrix.spec)
  internal: [
    'Attachment_checkAccess',
    'Auth_socialBind',
    'Auth_socialLogin',
    'Chatroom.getReadableRooms',
    'LessonSnapshot.getLessons',
    'Live_mayReadBoard',
    'M20901_countLinks',
    'MastersLookup.getApplicationMail',
    'MastersLookup.getLabels',
    'ProjectionSnapshot.getStudents',
    'ProjectionSnapshot.getTeachers',
    'T3010LessonService.countReferences',
    'T3010LessonService.releasePerson',
    'T5010ReportService.countPersonReferences',
    'T5010ReportService.countUnwritten',
  ],
  // one record by its number: its detail check is that screen's test
  one: [
    'C10101_getEdit',
    'C10201_checkIsEditable',
    'C20101_getEdit',
    'C20201_getEdit',
    'C20301_getStudent',
    'C21201_getRequest',
    'C40101_canEdit',
    'C40101_getLatestScheduleNoForReport',
    'C40101_getSelectedScheduleInfomation',
    'C50102_getAmendComment',
    'C50102_getComment',
    'C50102_getEdit',
    'Chatroom_getChatroomMessages',
    'Job_getFile',
    'Job_getProgress',
    'M00101_getEdit',
    'M20101_getEdit',
    'M20201_getEdit',
    'M20301_getEdit',
    'M20401_getEdit',
    'M20701_getEdit',
    'M20801_getEdit',
    'M20901_getEdit',
    'M21101_getEdit',
  ],
  // notices, alerts and support pages: their own audience rules (libs/domain) and tests
  audience: ['C00101_getNotice', 'C00102_getAlert', 'C00103_getSupport', 'C00103_getSupportList'],
  // school-wide masters, settings, dropdowns, calendars and counts: no rows of students, teachers or centers
  reference: [
    'Address_getCities',
    'Address_getCountries',
    'Address_getStates',
    'C11101_getCalendar',
    'C11101_getTeacherScheduleStatus',
    'C11101_initData',
    'C20101_doBrowse_init',
    'C20201_init',
    'C20301_init',
    'C30101_doBrowse',
    'C30101_getCalendarByRange',
    'C30101_getCellTeacherCount',
    'C30101_getScheduleDateInfo',
    'C30101_getSeminarCalendarByRange',
    'C40101_getCalendar',
    'C40101_getCourseStartDate',
    'C40101_getDistributeState',
    'C50101_getDropdownData',
    'C50102_getDropdownList',
    'C50103_getData',
    // the caller's unread total over the rooms Chatroom_getRooms lists (checked above): a number, no rows
    'Chatroom_getUnreadCount',
    'M00101_doBrowse',
    'M00101_getDropdownData',
    'M00501_getOneWeekTeacherCounts',
    'M00501_initDropdown',
    // the time slots
    'M0040_doBrowseAll',
    'M0110CenterService.getCentersDropdown_Authority',
    'M0110CenterService.getCentersDropdown_ShortLabel',
    'M20101_doBrowse',
    'M20201_getCenterClassrooms',
    'M20301_doBrowse',
    'M20401_doBrowse',
    'M20401_exportCSV',
    'M20401_getSubjectsDropdown',
    'M20601_getBatchEdit',
    'M20701_doBrowse',
    'M20801_doBrowse',
    'M20801_getDropdownData',
    'M20901_checkLinks',
    'M20901_getDropdownData',
    'M20901_getLinkChoices',
    'M21001_getCalendarByRange',
    'M21101_doBrowse',
    'T0010_doBrowse',
    'T0010_getColumns',
    'T0010_getFilters',
    'T0060_getAvailableSeminar',
    'T0060_getList',
    'T1130_getDefaultReferenceDate',
    'T1130_getT1130Count',
  ],
  // the administrator's alone (role 560, every center by design): the audit trail (docs/audit.md)
  administrator: ['M21201_doBrowse', 'M21201_exportCSV'],
};

describe('lists never leak what the record check refuses', () => {
  const stack = sharedStack();
  const callers: Caller[] = [];
  let fixture: Fixture;
  const made = { logs: [] as number[], requests: [] as number[] };
  // one connection for the file's thousands of look-ups (the stack's database, DATABASE_URL)
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  const query = async <R>(sql: string, params: unknown[] = []): Promise<R[]> => (await db.query(sql, params)).rows as R[];

  beforeAll(async () => {
    await db.connect();
    callers.push({ name: 'anonymous', session: new ApiSession(stack), user: null });
    // one sign-in at a time: a dozen password checks at once outlast the RPC timeout on a busy machine
    for (const [role, userId] of ROLE_ACCOUNTS) {
      const session = new ApiSession(stack);
      const user = (await session.login(userId)).output as CurrentUser;
      callers.push({ name: `${role} ${userId}`, session, user });
    }
    const start = addDays(startOfWeek(tokyoDate(Date.now())), -7);
    const day = addDays(start, 1);
    const centers = (
      await query<{ center_no: number }>(
        'SELECT DISTINCT "center_no" FROM "scheduling"."lesson" WHERE "schedule_date" = $1 ORDER BY 1',
        [day],
      )
    ).map((r) => r.center_no);
    // the demo accounts' students, then one other of each center with a lesson that day
    const others = await query<{ schedule_no: number; student_no: number; teacher_no: number; center_no: number }>(
      `SELECT DISTINCT ON ("center_no") "schedule_no", "student_no", "teacher_no", "center_no" FROM "scheduling"."lesson"
       WHERE "schedule_date" = $1 AND "teacher_no" > 1 AND "student_no" > 3 ORDER BY "center_no", "schedule_no"`,
      [day],
    );
    // a meeting-link opening and a (hidden) rebooking request on one lesson of each center: the seed
    // has neither, and ZoomLog and C40411 list them
    for (const { schedule_no, student_no, center_no } of others) {
      const [log] = await query<{ log_no: number }>(
        `INSERT INTO "scheduling"."lesson_meeting_log" ("schedule_no", "kind", "zoom_url", "actor", "actor_no")
         VALUES ($1, 'opened', 'https://zoom.example/j/list-leaks', 'student', $2) RETURNING "log_no"`,
        [schedule_no, student_no],
      );
      const [request] = await query<{ request_no: number }>(
        `INSERT INTO "scheduling"."rebooking_request" ("schedule_no", "student_no", "center_no", "note", "hidden_flag", "requested_role")
         VALUES ($1, $2, $3, 'list-leaks', 1, 110) RETURNING "request_no"`,
        [schedule_no, student_no, center_no],
      );
      made.logs.push(log.log_no);
      made.requests.push(request.request_no);
    }
    const lessons = await query<{ schedule_no: number }>(
      'SELECT "schedule_no" FROM "scheduling"."lesson" WHERE "schedule_date" = $1 ORDER BY 1 LIMIT 300',
      [day],
    );
    // each student's first lessons of the fixture's weeks and latest reports, whoever teaches them
    const reportLessons = await query<{ schedule_no: number }>(
      `SELECT DISTINCT "schedule_no" FROM (
         (SELECT "schedule_no", row_number() OVER (PARTITION BY "student_no" ORDER BY "schedule_date", "time_limit_no") AS n
            FROM "reports"."lesson" WHERE "student_no" = ANY($1) AND "schedule_date" BETWEEN $2 AND $3)
         UNION ALL
         (SELECT "schedule_no", row_number() OVER (PARTITION BY "student_no" ORDER BY "schedule_date" DESC, "time_limit_no" DESC)
            FROM "reports"."lesson_report" WHERE "student_no" = ANY($1))
       ) l WHERE n <= 2 ORDER BY 1`,
      [[1, 2, 3, ...others.map((o) => o.student_no)], start, addDays(start, 13)],
    );
    fixture = {
      reportLessons: reportLessons.map((l) => l.schedule_no),
      start,
      end: addDays(start, 13),
      day,
      centers,
      students: [1, 2, 3, ...others.map((o) => o.student_no)],
      teachers: [1, ...new Set(others.map((o) => o.teacher_no))],
      lessons: lessons.map((l) => l.schedule_no),
    };
  }, 60000);

  afterAll(async () => {
    await query('DELETE FROM "scheduling"."lesson_meeting_log" WHERE "log_no" = ANY($1)', [made.logs]);
    await query('DELETE FROM "scheduling"."rebooking_request" WHERE "request_no" = ANY($1)', [made.requests]);
    await db.end();
  });

  // A row naming its lesson gets the owners it leaves out from the lesson; a row naming a student
  // alone, the student's center (scheduling's copies).
  const withOwners = async (rows: Row[]): Promise<Row[]> => {
    const partial = (r: Row) => r.student_no === undefined || r.teacher_no === undefined || r.center_no === undefined;
    const byLesson = rows.filter((r) => typeof r.schedule_no === 'number' && partial(r));
    const byStudent = rows.filter((r) => r.schedule_no === undefined && r.student_no !== undefined && r.center_no === undefined);
    const lessons = new Map(
      (byLesson.length
        ? await query<Row & { schedule_no: number }>(
            'SELECT "schedule_no", "student_no", "teacher_no", "center_no" FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1)',
            [byLesson.map((r) => r.schedule_no)],
          )
        : []
      ).map((l) => [l.schedule_no, l]),
    );
    const students = new Map(
      (byStudent.length
        ? await query<{ student_no: number; center_no: number }>(
            'SELECT "student_no", "center_no" FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1)',
            [byStudent.map((r) => r.student_no)],
          )
        : []
      ).map((st) => [st.student_no, st.center_no]),
    );
    const defined = (r: Row) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined));
    return rows.map((r) => {
      if (byLesson.includes(r)) return { ...lessons.get(r.schedule_no!), ...defined(r) };
      if (byStudent.includes(r)) return { ...r, center_no: students.get(r.student_no!) };
      return r;
    });
  };

  const recordRule: Rule = (caller, rows) => {
    const scope = scopeOf(caller);
    return rows.map((r) => mayReadRecord(scope, r));
  };

  // A chat room's members as the chat service's copy of lessons has them (roomAccess decides).
  const roomRule: Rule = async (caller, rows) => {
    const nos = rows.map((r) => (r as Row).schedule_no);
    const rooms = new Map(
      (
        await query<LessonRoom & { schedule_no: number }>(
          `SELECT "schedule_no", "student_no", "teacher_no", "center_no", "original_center_no",
           to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", to_char("cancelled_on", 'YYYY-MM-DD') AS "cancelled_on"
         FROM "chat"."lesson_room" WHERE "schedule_no" = ANY($1)`,
          [nos],
        )
      ).map((r) => [r.schedule_no, r]),
    );
    const u = caller.user;
    const reader: RoomReader | null = u && {
      role: u.user_type_code,
      teacherNo: u.teacher_no,
      studentNo: u.student_no,
      centerNos: u.center_nos,
      functionIds: u.allowed_function_ids,
    };
    const today = tokyoDate(Date.now());
    return nos.map((no) => {
      const room = rooms.get(no as number);
      return !!reader && !!room && roomAccess(room, reader, today) !== 'none';
    });
  };

  // A teacher's record: the centers the teacher works at (scheduling's copy of the teacher) decide.
  const teacherRule: Rule = async (caller, rows) => {
    const centers = new Map(
      (
        await query<{ teacher_no: number; center_nos: number[] }>(
          'SELECT "teacher_no", "center_nos" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1)',
          [rows.map((r) => r.teacher_no)],
        )
      ).map((t) => [t.teacher_no, t.center_nos]),
    );
    const scope = scopeOf(caller);
    return rows.map(
      ({ teacher_no }) =>
        typeof teacher_no === 'number' && mayReadTeacherRecord(scope, { teacher_no, center_nos: centers.get(teacher_no) ?? [] }),
    );
  };
  // A student's sheet: a teacher reads those of the students of every center the teacher works at.
  const sheetRule: Rule = async (caller, rows) => {
    const scope = scopeOf(caller);
    const [teacher] =
      scope?.kind === 'teacher'
        ? await query<{ center_nos: number[] }>(
            'SELECT "center_nos" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1',
            [scope.teacherNo],
          )
        : [];
    const centers = studentSheetCenters(scope, teacher?.center_nos ?? []);
    return rows.map(({ center_no }) => typeof center_no === 'number' && (centers === null || centers.includes(center_no)));
  };
  // C50102: the lessons as the reports service's copy has them (a report without a lesson copy: its student)
  const reportCallerOf = ({ user }: Caller): ReportCaller => ({
    role: user?.user_type_code ?? null,
    teacherNo: user?.teacher_no ?? null,
    studentNo: user?.student_no ?? null,
    centerNos: user ? user.center_nos : [],
  });
  const reportLessonsOf = async (nos: unknown[]) =>
    new Map(
      (
        await query<ReportLessonPeople & ReportLessonTime & { schedule_no: number }>(
          `SELECT "schedule_no", "student_no", "teacher_no", "center_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date",
                  "time_limit_no" FROM "reports"."lesson" WHERE "schedule_no" = ANY($1)`,
          [nos],
        )
      ).map((l) => [l.schedule_no, l]),
    );
  const reportListRule: Rule = async (caller, rows) => {
    const screens = await reportLessonsOf(rows.map((r) => (r as Row).screen_no));
    const students = new Map(
      (
        await query<{ schedule_no: number; student_no: number }>(
          `SELECT "schedule_no", "student_no" FROM "reports"."lesson" WHERE "schedule_no" = ANY($1)
           UNION SELECT "schedule_no", "student_no" FROM "reports"."lesson_report" WHERE "schedule_no" = ANY($1)`,
          [rows.map((r) => (r as Row).schedule_no)],
        )
      ).map((l) => [l.schedule_no, l.student_no]),
    );
    return rows.map((r) => {
      const { schedule_no, screen_no } = r as Row;
      const screen = screens.get(screen_no!);
      const student_no = students.get(schedule_no!);
      return !!screen && student_no !== undefined && reportListShows(reportCallerOf(caller), screen, { student_no });
    });
  };
  const pastReportRule: Rule = async (caller, rows) => {
    const lessons = await reportLessonsOf(rows.map((r) => (r as Row).schedule_no));
    const teacherNo = caller.user?.teacher_no ?? null;
    const verdicts: boolean[] = [];
    for (const r of rows) {
      const lesson = lessons.get((r as Row).schedule_no!);
      // the teacher's latest lesson of the student that is theirs now (not cancelled)
      const [latest] =
        !lesson || teacherNo === null
          ? []
          : await query<ReportLessonTime>(
              `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no" FROM "reports"."lesson"
                WHERE "student_no" = $1 AND "teacher_no" = $2 AND NOT "cancelled"
                ORDER BY "schedule_date" DESC, "time_limit_no" DESC LIMIT 1`,
              [lesson.student_no, teacherNo],
            );
      verdicts.push(!!lesson && pastReportActorOf(reportCallerOf(caller), lesson, latest ?? null) !== null);
    }
    return verdicts;
  };
  // An account: its role and centers as the auth service has them.
  const accountRule: Rule = async (caller, rows) => {
    const accounts = new Map(
      (
        await query<{ user_no: number; user_type_code: number; center_nos: number[] }>(
          'SELECT "user_no", "user_type_code", "center_nos" FROM "auth"."user_account" WHERE "user_no" = ANY($1)',
          [rows.map((r) => (r as Row).user_no)],
        )
      ).map((a) => [a.user_no, a]),
    );
    const u = caller.user;
    return rows.map((r) => {
      const account = accounts.get((r as Row).user_no!);
      return !!u && !!account && mayManageAccount({ role: u.user_type_code, centerNos: u.center_nos }, account);
    });
  };
  const rules: Record<NonNullable<ListEntry['rule']> | 'record', Rule> = {
    record: recordRule,
    room: roomRule,
    teacher: teacherRule,
    sheet: sheetRule,
    reportList: reportListRule,
    pastReport: pastReportRule,
    account: accountRule,
  };

  it('classifies every registered API: a list-like one has an entry', () => {
    const reviewed = Object.values(NOT_LISTS).flat();
    const unclassified = Object.keys(API_REGISTRY).filter((api) => !(api in LISTS) && !reviewed.includes(api));
    const both = reviewed.filter((api) => api in LISTS || !(api in API_REGISTRY));
    expect({ unclassified, both }).toEqual({ unclassified: [], both: [] });
  });

  it('returns, to every caller, only rows that pass the per-record rule', async () => {
    type Tally = { checked: number; wrong: number; refused: number; statuses: Set<number> };
    const tallies = new Map<ApiName, Tally>();
    const mismatches: string[] = [];
    const tasks = (Object.entries(LISTS) as [ApiName, ListEntry][]).flatMap(([api, entry]) => {
      tallies.set(api, { checked: 0, wrong: 0, refused: 0, statuses: new Set() });
      // a caller the gateway refuses (access-matrix.spec) sends one input: the refusal is all there is
      return callers.flatMap((caller) =>
        entry
          .inputs(fixture, caller)
          .slice(0, decideAccess(API_REGISTRY[api].access, subjectOf(caller)) === 'allowed' ? undefined : 1)
          .map((input) => ({ api, entry, caller, input })),
      );
    });
    // the rows of one answer, or the status it was refused with
    const answer = async ({ api, entry, caller, input }: (typeof tasks)[number]): Promise<Row[] | number> => {
      if (entry.read) return (await entry.read(caller, input as never)) ?? 403;
      if (entry.file) {
        const res = await caller.session.download(api as never, input as never);
        if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('csv')) return res.status;
        return entry.file(Buffer.from(await res.arrayBuffer()));
      }
      const res = await caller.session.callRaw(api, input);
      return res.status === 200 ? entry.rows(res.output as never, input as never, caller) : res.status;
    };
    // a few calls at once: every caller's session is its own, the APIs independent
    const worker = async () => {
      for (let task = tasks.shift(); task; task = tasks.shift()) {
        const tally = tallies.get(task.api)!;
        const rows = await answer(task);
        if (typeof rows === 'number') {
          tally.refused++;
          tally.statuses.add(rows);
          continue;
        }
        const resolved = await withOwners(rows);
        const verdicts = await rules[task.entry.rule ?? 'record'](task.caller, resolved);
        tally.checked += resolved.length;
        verdicts.forEach((ok, i) => {
          if (ok) return;
          tally.wrong++;
          if (mismatches.length < 30)
            mismatches.push(`${task.api} as ${task.caller.name} ${JSON.stringify(task.input)}: ${JSON.stringify(resolved[i])}`);
        });
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const report = [...tallies].map(
      ([api, t]) =>
        `${api}: ${t.checked} rows checked, ${t.wrong} mismatches, ${t.refused} calls refused (${[...t.statuses].sort().join(' ')})`,
    );
    // an input no caller may send checks nothing: every list answered someone with rows
    const unchecked = [...tallies].filter(([api, t]) => !t.checked && !REFUSALS_ONLY.includes(api)).map(([api]) => api);
    process.stdout.write(`list leaks (${callers.length} callers)\n${report.join('\n')}\n`);
    expect(mismatches).toEqual([]);
    expect(unchecked).toEqual([]);
  }, 120000);
});
