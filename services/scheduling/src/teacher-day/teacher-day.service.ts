import { Injectable } from '@nestjs/common';
import {
  type AppliedScheduleOutput,
  type BoardCalendarOutput,
  type BoardTeacher,
  type Caller,
  type JoinedStudent,
  MAX_PAGE_SIZE,
  type ReportListRow,
  type TeacherDayInitOutput,
  type TeacherDayMark,
  type TeacherScheduleLesson,
} from '@school/contracts';
import {
  BOARD_RANGE_ERROR,
  checkBoardRange,
  mayReadRecord,
  ROLE,
  STAFF_MIN_ROLE,
  teacherDayMarks,
  teacherDefaultCenter,
  tokyoDate,
  validateField,
  validationError as ruleError,
} from '@school/domain';
import { fieldMessagesOf, forbiddenError, RpcClient, validationError, type FieldMessages } from '@school/server-kit';
import { BoardRepository } from '../board/board.repository';
import { CenterAccess } from '../center/center-access';
import { lessonScopeOf } from '../center/lesson-scope';
import { TimeSlotRepository } from '../time-slot/time-slot.repository';
import { ZoomLogRepository } from '../zoom-log/zoom-log.repository';
import { TeacherDayRepository, type TeacherRow } from './teacher-day.repository';

type Input = Record<string, unknown>;
// Whose day is read: own (the signed-in teacher: the meeting fields too) or a teacher staff may read.
type Reader = { teacher: TeacherRow; own: boolean };

const NUMBER_RULE = 'integer|min_value:1|max_value:2147483647';

const refuse = (field: string, key: string) => validationError({ [field]: fieldMessagesOf([ruleError(key)]) });

// C11101 teacher today and C11201 teacher upcoming: the board's reads (BoardRepository) for one teacher.
// A teacher's sign-in has no center list (Caller.centerNos is empty): they read themselves at the
// centers of the teacher projection, and another teacher's number is a 403. Staff name a teacher who
// works at one of their centers (SPEC §6 the teacher schedule screen for admins); anyone else is refused.
@Injectable()
export class TeacherDayService {
  constructor(
    private readonly board: BoardRepository,
    private readonly repo: TeacherDayRepository,
    private readonly centers: CenterAccess,
    private readonly rpc: RpcClient,
    private readonly slots: TimeSlotRepository,
    private readonly zoomLog: ZoomLogRepository,
  ) {}

  async initData(input: Input, caller: Caller): Promise<TeacherDayInitOutput> {
    const { teacher } = await this.reader(input, caller);
    const today = tokyoDate(Date.now());
    const defaultCenter = teacherDefaultCenter(teacher.center_nos, teacher.center_no);
    const [centers, periods, classrooms, labels] = await Promise.all([
      this.centers.options(teacher.center_nos),
      this.slots.all(false),
      this.centers.classrooms(teacher.center_nos),
      this.rpc.call('MastersLookup.getLabels', { subject_nos: teacher.subject_nos }, caller),
    ]);
    return {
      teacher_no: teacher.teacher_no,
      teacher_name: teacher.teacher_name,
      centers,
      default_center_no: defaultCenter,
      today,
      periods,
      classrooms,
      subjects: labels.subjects,
    };
  }

  // The reports' own list answers which lessons still lack a report (C50101TeacherBrowse for the
  // teacher, C50101 filtered to the teacher for staff): its default range, unwritten only.
  async reporting(input: Input, caller: Caller): Promise<ReportListRow[]> {
    const { teacher, own } = await this.reader(input, caller);
    const browse = {
      searchInfo: { report_status: 'unwritten' as const, ...(own ? {} : { teacher_no: teacher.teacher_no }) },
      orderBy: [{ column: 'schedule_date', direction: 'asc' as const }],
      pagination: { current_page: 1, per_page: MAX_PAGE_SIZE },
    };
    const page = await this.rpc.call(own ? 'C50101TeacherBrowse_doBrowse' : 'C50101_doBrowse', browse, caller);
    return page.data;
  }

  async calendar(input: Input, caller: Caller): Promise<BoardCalendarOutput> {
    const r = await this.centerRange(input, caller);
    return this.board.calendar(r.centerNo, r.start, r.end);
  }

  async teacherInfo(input: Input, caller: Caller): Promise<BoardTeacher[]> {
    const r = await this.centerRange(input, caller);
    return this.board.teachers(r.centerNo, r.start, r.end, r.teacher.teacher_no);
  }

  async applied(input: Input, caller: Caller): Promise<AppliedScheduleOutput> {
    const r = await this.centerRange(input, caller);
    return this.board.lessons(r.centerNo, r.start, r.end, r.teacher.teacher_no);
  }

  // The teacher's lessons at every center the reader may read; the meeting fields only in the teacher's
  // own read.
  async schedule(input: Input, caller: Caller): Promise<TeacherScheduleLesson[]> {
    const r = await this.range(input, caller);
    const row = await this.board.teacherSchedule(r.teacher.center_no, r.start, r.end, r.teacher.teacher_no, r.own);
    return this.readable(r, caller, row.lessons);
  }

  // The openings (ZoomLog) only on the teacher's own day: staff reading a teacher get the students alone.
  async joinedStudents(input: Input, caller: Caller): Promise<JoinedStudent[]> {
    const r = await this.range(input, caller);
    const lessons = await this.readable(r, caller, await this.repo.lessons(r.teacher.teacher_no, r.start, r.end));
    const nos = lessons.map((l) => l.schedule_no);
    const byNo = new Map((await this.zoomLog.openedBy(nos)).map((o) => [o.schedule_no, o]));
    return nos.flatMap((no) => {
      const o = byNo.get(no);
      if (!o) return [];
      const at = (d: Date | null) => (r.own && d ? d.toISOString() : null);
      return [
        {
          schedule_no: no,
          student_no: o.student_no,
          student_name: o.student_name,
          opened_at: at(o.first_opened_at),
          last_opened_at: at(o.last_opened_at),
        },
      ];
    });
  }

  async status(input: Input, caller: Caller): Promise<TeacherDayMark[]> {
    const r = await this.range(input, caller);
    const [shifts, schedule, unwritten] = await Promise.all([
      this.repo.shifts(r.teacher.teacher_no, r.start, r.end),
      this.board.teacherSchedule(r.teacher.center_no, r.start, r.end, r.teacher.teacher_no),
      this.reporting(input, caller),
    ]);
    const inRange = unwritten.filter((u) => u.schedule_date >= r.start && u.schedule_date <= r.end);
    return teacherDayMarks(shifts, schedule.lessons, inRange);
  }

  // A teacher reads all their lessons; staff, who name a teacher working at one of their centers, only
  // those at their centers (libs/domain mayReadRecord, as each lesson's detail check): the teacher's
  // lessons elsewhere are other centers' students.
  private async readable<L extends { student_no: number; center_no: number }>(
    r: Reader,
    caller: Caller,
    lessons: readonly L[],
  ): Promise<L[]> {
    const scope = await lessonScopeOf(caller, this.centers);
    return lessons.filter((l) => mayReadRecord(scope, { ...l, teacher_no: r.teacher.teacher_no }));
  }

  private async reader(input: Input, caller: Caller): Promise<Reader> {
    const asked = input.teacher_no;
    if (asked !== undefined && asked !== null) {
      const errors = validateField(asked, NUMBER_RULE);
      if (errors.length) throw validationError({ teacher_no: fieldMessagesOf(errors) });
    }
    if (caller.role === ROLE.TEACHER) {
      if (!caller.teacherNo || (asked !== undefined && asked !== null && asked !== caller.teacherNo)) throw forbiddenError();
      const teacher = await this.repo.teacher(caller.teacherNo);
      if (!teacher) throw forbiddenError();
      return { teacher, own: true };
    }
    if (caller.role === null || caller.role < STAFF_MIN_ROLE) throw forbiddenError();
    if (asked === undefined || asked === null) throw validationError({ teacher_no: ['validation.required'] });
    const teacher = await this.repo.teacher(Number(asked));
    const mine = caller.centerNos === null || teacher?.center_nos.some((c) => caller.centerNos?.includes(c));
    if (!teacher || !mine) throw refuse('teacher_no', BOARD_RANGE_ERROR.teacherInvalid);
    return { teacher, own: false };
  }

  // The range first (every failed field in one 422), then who is read.
  private async range(input: Input, caller: Caller, errors: FieldMessages = {}) {
    const range = checkBoardRange(input.start_date, input.end_date);
    for (const field of ['start_date', 'end_date'] as const)
      if (range[field].length) errors[field] = fieldMessagesOf(range[field]);
    if (Object.keys(errors).length) throw validationError(errors);
    const reader = await this.reader(input, caller);
    return { ...reader, start: input.start_date as string, end: input.end_date as string };
  }

  // A center of the teacher's (and, for staff, of the caller's too).
  private async centerRange(input: Input, caller: Caller) {
    const errors: FieldMessages = {};
    const centerErrors = validateField(input.center_no, `required|${NUMBER_RULE}`);
    if (centerErrors.length) errors.center_no = fieldMessagesOf(centerErrors);
    const r = await this.range(input, caller, errors);
    const centerNo = Number(input.center_no);
    const allowed =
      r.teacher.center_nos.includes(centerNo) && (r.own || caller.centerNos === null || caller.centerNos.includes(centerNo));
    if (!allowed) throw refuse('center_no', BOARD_RANGE_ERROR.centerInvalid);
    return { ...r, centerNo };
  }
}
