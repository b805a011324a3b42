import { Injectable } from '@nestjs/common';
import {
  type AppliedScheduleOutput,
  type BoardCalendarOutput,
  type BoardEditableOutput,
  type BoardTeacher,
  type Caller,
  type CourseStartDateOutput,
  type LatestScheduleNoOutput,
  type SelectedScheduleOutput,
  type TeacherScheduleLesson,
} from '@school/contracts';
import {
  asNumber,
  BOARD_RANGE_ERROR,
  boardEditablePeriod,
  checkBoardRange,
  isDateString,
  isTimeLimitNo,
  mayReadRecord,
  parseTimeLimitNo,
  TIME_DIVISION,
  timeLimitNo,
  tokyoDate,
  validateField,
  validationError as ruleError,
  type ValidationError,
} from '@school/domain';
import { fieldMessagesOf, validationError, type FieldMessages } from '@school/server-kit';
import { CenterAccess } from '../center/center-access';
import { lessonScopeOf } from '../center/lesson-scope';
import { BoardRepository } from './board.repository';

type Input = Record<string, unknown>;
type Range = { centerNo: number; start: string; end: string };

const NUMBER_RULE = 'required|integer|min_value:1|max_value:2147483647';

const add = (errors: FieldMessages, field: string, list: readonly ValidationError[]) => {
  if (list.length) errors[field] = [...(errors[field] ?? []), ...fieldMessagesOf(list)];
};
const refuseIfAny = (errors: FieldMessages) => {
  if (Object.keys(errors).length) throw validationError(errors);
};

// C40101 teacher-assignment board reads. Every call names a center the caller works at (SPEC §6);
// bad input is one 422 with every failed field, and nothing is read.
@Injectable()
export class BoardService {
  constructor(
    private readonly repo: BoardRepository,
    private readonly centers: CenterAccess,
  ) {}

  canEdit(): BoardEditableOutput {
    const today = tokyoDate(Date.now());
    const { min, max } = boardEditablePeriod(today);
    return { min_date: min, max_date: max, today };
  }

  calendar(input: Input, caller: Caller): Promise<BoardCalendarOutput> {
    return this.inRange(input, caller, {}, (r) => this.repo.calendar(r.centerNo, r.start, r.end));
  }

  teachers(input: Input, caller: Caller): Promise<BoardTeacher[]> {
    return this.inRange(input, caller, {}, (r) => this.repo.teachers(r.centerNo, r.start, r.end));
  }

  lessons(input: Input, caller: Caller): Promise<AppliedScheduleOutput> {
    return this.inRange(input, caller, {}, (r) => this.repo.lessons(r.centerNo, r.start, r.end));
  }

  async courseStartDate(input: Input, caller: Caller): Promise<CourseStartDateOutput> {
    const centerNo = await this.center(input, caller, {});
    return this.repo.courseStartDate(centerNo, tokyoDate(Date.now()));
  }

  async teacherSchedule(input: Input, caller: Caller): Promise<TeacherScheduleLesson[]> {
    const errors: FieldMessages = {};
    add(errors, 'teacher_no', validateField(input.teacher_no, NUMBER_RULE));
    const row = await this.inRange(input, caller, errors, (r) =>
      this.repo.teacherSchedule(r.centerNo, r.start, r.end, Number(input.teacher_no)),
    );
    if (!row.known) throw validationError({ teacher_no: fieldMessagesOf([ruleError(BOARD_RANGE_ERROR.teacherInvalid)]) });
    // The teacher's lessons at centers the caller may not read (libs/domain mayReadRecord) are only
    // the time they take: the board counts them against the teacher's halves, but their students and
    // subjects are another center's records (student_no 0: nobody, as teacher_no 0 is).
    const scope = await lessonScopeOf(caller, this.centers);
    const teacherNo = Number(input.teacher_no);
    return row.lessons.map((l) =>
      mayReadRecord(scope, { ...l, teacher_no: teacherNo }) ? l : { ...l, student_no: 0, subject_no: 0, classroom_no: null },
    );
  }

  async selected(input: Input, caller: Caller): Promise<SelectedScheduleOutput> {
    const errors: FieldMessages = {};
    add(errors, 'student_no', validateField(input.student_no, NUMBER_RULE));
    add(errors, 'subject_no', validateField(input.subject_no, NUMBER_RULE));
    add(errors, 'time_limit_no', validateField(input.time_limit_no, NUMBER_RULE));
    const slot = asNumber(input.time_limit_no);
    if (!errors.time_limit_no && !isTimeLimitNo(slot)) add(errors, 'time_limit_no', [ruleError(BOARD_RANGE_ERROR.periodInvalid)]);
    if (!isDateString(input.schedule_date)) add(errors, 'schedule_date', [ruleError(BOARD_RANGE_ERROR.dateInvalid)]);
    return this.inRange(input, caller, errors, (r) => {
      const { group, division } = parseTimeLimitNo(slot);
      // a 90-minute lesson takes both halves, and shifts are kept per half
      const halves =
        division === TIME_DIVISION.NINETY
          ? [timeLimitNo(group, TIME_DIVISION.FIRST_HALF), timeLimitNo(group, TIME_DIVISION.SECOND_HALF)]
          : [slot];
      return this.repo.selected(r.centerNo, r.start, r.end, {
        studentNo: Number(input.student_no),
        date: input.schedule_date,
        halves,
        subjectNo: Number(input.subject_no),
      });
    });
  }

  async latestForReport(input: Input, caller: Caller): Promise<LatestScheduleNoOutput> {
    const errors: FieldMessages = {};
    add(errors, 'student_no', validateField(input.student_no, NUMBER_RULE));
    if (!isDateString(input.schedule_date)) add(errors, 'schedule_date', [ruleError(BOARD_RANGE_ERROR.dateInvalid)]);
    const centerNo = await this.center(input, caller, errors);
    return { schedule_no: await this.repo.latestForReport(centerNo, Number(input.student_no), input.schedule_date) };
  }

  // The center checked after the other fields, so a bad input costs no call to masters.
  private async center(input: Input, caller: Caller, errors: FieldMessages): Promise<number> {
    add(errors, 'center_no', validateField(input.center_no, NUMBER_RULE));
    refuseIfAny(errors);
    const centerNo = Number(input.center_no);
    await this.centers.check(centerNo, caller, BOARD_RANGE_ERROR.centerInvalid);
    return centerNo;
  }

  // Every failed field of a range read in one 422, before anything is read.
  private range(input: Input, errors: FieldMessages): Range {
    const range = checkBoardRange(input.start_date, input.end_date);
    add(errors, 'start_date', range.start_date);
    add(errors, 'end_date', range.end_date);
    add(errors, 'center_no', validateField(input.center_no, NUMBER_RULE));
    refuseIfAny(errors);
    return { centerNo: Number(input.center_no), start: input.start_date as string, end: input.end_date as string };
  }

  // The read runs while the caller's center is confirmed (a read changes nothing), and its rows leave only
  // once the center is confirmed: a board call then costs one database round trip, not two in a row.
  // Both are promises before either is awaited, so a refused center is never an unhandled rejection.
  private async inRange<T>(input: Input, caller: Caller, errors: FieldMessages, read: (r: Range) => Promise<T>): Promise<T> {
    const r = this.range(input, errors);
    const [, rows] = await Promise.all([
      this.centers.check(r.centerNo, caller, BOARD_RANGE_ERROR.centerInvalid),
      Promise.resolve(r).then(read),
    ]);
    return rows;
  }
}
