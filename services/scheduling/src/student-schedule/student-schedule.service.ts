import { Injectable } from '@nestjs/common';
import {
  type AvailableSeminarOutput,
  type CalendarByRangeOutput,
  type CalendarDayView,
  type Caller,
  type CancelScheduleOutput,
  type CellTeacherCountOutput,
  type ChangeScheduleOutput,
  type EditableRange,
  type EditableRanges,
  type EntryScheduleOutput,
  type NotAttendedScheduleOutput,
  type ScheduleDateInfoOutput,
  type SeminarPeriodView,
  type StudentHeader,
  type StudentScheduleOutput,
  type StudentSearchRow,
  type TimeSlotView,
} from '@school/contracts';
import {
  addDays,
  diffDays,
  entryEditableRange,
  isDateString,
  isoWeekday,
  isSlotOpen,
  ROLE,
  STAFF_MIN_ROLE,
  studentCalendarEditableRange,
  tokyoDate,
  type EntryKind,
} from '@school/domain';
import { type MessageKey } from '@school/i18n';
import { forbiddenError, keyOf, validationError, type FieldMessages } from '@school/server-kit';
import { CenterAccess } from '../center/center-access';
import { cellBookOf } from '../entry-cell/entry-cell.guard';
import { EntryCellRepository, type CalendarDayRow } from '../entry-cell/entry-cell.repository';
import { StudentRowsRepository } from './student-rows.repository';

type Input = Record<string, unknown>;
type Range = { start: string; end: string };
// Who reads: staff of some centers (null: all), or a student account for its own student.
type Scope = { kind: 'staff'; centerNos: number[] | null } | { kind: 'student'; studentNo: number };

// A range read covers at most this many days (a month view with its neighbouring weeks).
export const MAX_RANGE_DAYS = 62;
// How far ahead the center's calendar is read to count working days for the editable ranges
// (SPEC §9 limits are a few working days; the ends come from the months, not from the calendar).
const CALENDAR_LOOKAHEAD_DAYS = 120;
const SEARCH_LIMIT = 20;
const SEARCH_MAX_LENGTH = 100;
const ENROLLMENT_STATUSES = [0, 1, 2, 3];

const KEY = {
  dateInvalid: 'scheduling.studentSchedule.dateInvalid',
  rangeInvalid: 'scheduling.studentSchedule.rangeInvalid',
  notMonday: 'scheduling.studentSchedule.notMonday',
  centerInvalid: 'scheduling.studentSchedule.centerInvalid',
  studentUnknown: 'scheduling.studentSchedule.studentUnknown',
  classificationInvalid: 'scheduling.studentSchedule.classificationInvalid',
  searchInvalid: 'scheduling.studentSchedule.searchInvalid',
  fiscalYearInvalid: 'scheduling.studentSchedule.fiscalYearInvalid',
} as const satisfies Record<string, MessageKey>;

const refuse = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  validationError({ [field]: [params ? { key, params } : key] });

// A real date of years PostgreSQL and the week arithmetic both take (no year 0, no 5-digit year).
const isDate = (v: unknown): v is string => isDateString(v) && v >= '1900-01-01' && v <= '2999-12-31';

const dateOf = (input: Input, field: string): string => {
  const v = input[field];
  if (isDate(v)) return v;
  throw refuse(field, KEY.dateInvalid);
};

// start_date … end_date inclusive, end not before start, at most MAX_RANGE_DAYS days.
export const rangeOf = (input: Input): Range => {
  const errors: FieldMessages = {};
  for (const field of ['start_date', 'end_date']) if (!isDateString(input[field])) errors[field] = [KEY.dateInvalid];
  if (Object.keys(errors).length) throw validationError(errors);
  const [start, end] = [input.start_date as string, input.end_date as string];
  const days = diffDays(start, end) + 1;
  if (days < 1 || days > MAX_RANGE_DAYS) throw refuse('end_date', KEY.rangeInvalid, { max: MAX_RANGE_DAYS });
  return { start, end };
};

// A week named by its Monday (SPEC §9 weeks run Monday to Sunday).
const weekOf = (input: Input): Range => {
  const start = dateOf(input, 'start_date');
  if (isoWeekday(start) !== 1) throw refuse('start_date', KEY.notMonday);
  return { start, end: addDays(start, 6) };
};

const dayView = (d: CalendarDayRow, slots: readonly TimeSlotView[]): CalendarDayView => ({
  schedule_date: d.schedule_date,
  dayofweek_code: d.dayofweek_code,
  closed_flag: d.closed_flag,
  start_time_limit_no: d.tstart_ime_limit_no,
  end_time_limit_no: d.end_time_limit_no,
  remarks: d.remarks,
  open_slots: slots.filter((s) => isSlotOpen(d, s.time_limit_no)).map((s) => s.time_limit_no),
});

// libs/domain refuses to count working days over dates the calendar lacks; the range is then
// unknown (null), which the screen shows as nothing editable rather than guessing.
const rangeOrNull = (compute: () => EditableRange): EditableRange => {
  try {
    return compute();
  } catch (e) {
    if (e instanceof Error && /^(Missing calendar day|Working-day calculation)/.test(e.message)) return null;
    throw e;
  }
};

// C30101 schedule entry reads and T0060 seminar reads. Staff read the students and centers they may
// work on; a student account (role 110) only its own student and center; anyone else is refused.
@Injectable()
export class StudentScheduleService {
  constructor(
    private readonly repo: StudentRowsRepository,
    private readonly cells: EntryCellRepository,
    private readonly centers: CenterAccess,
  ) {}

  private scopeOf(caller: Caller): Scope {
    if (caller.role === ROLE.STUDENT_110 && caller.studentNo !== null) return { kind: 'student', studentNo: caller.studentNo };
    if (caller.role !== null && caller.role >= STAFF_MIN_ROLE && caller.teacherNo === null)
      return { kind: 'staff', centerNos: caller.centerNos };
    throw forbiddenError();
  }

  // The student the input names, if the caller may read them: another student of a student account,
  // or a student of a center the staff member does not work on, is 403 (nothing read).
  private async studentFor(studentNo: number, scope: Scope): Promise<StudentHeader> {
    if (scope.kind === 'student' && studentNo !== scope.studentNo) throw forbiddenError();
    const student = await this.repo.student(studentNo);
    if (!student) throw refuse('student_no', KEY.studentUnknown);
    if (scope.kind === 'staff' && scope.centerNos !== null && !scope.centerNos.includes(student.center_no))
      throw forbiddenError();
    return student;
  }

  // read(center_no) for a center the input names: a student account's own center only (another:
  // 403, checked before anything is read); staff one of theirs (an unknown or foreign center: 422 on
  // center_no). A staff member's check runs beside the read, whose answer is dropped when it fails:
  // one round trip less on the screen's most frequent calls (docs/benchmarks.md, entries).
  private async withCenter<T>(input: Input, caller: Caller, scope: Scope, read: (centerNo: number) => Promise<T>): Promise<T> {
    const centerNo = keyOf(input, 'center_no');
    if (scope.kind === 'student') {
      const own = await this.repo.student(scope.studentNo);
      if (!own || own.center_no !== centerNo) throw forbiddenError();
      return read(centerNo);
    }
    const [, value] = await Promise.all([this.centers.check(centerNo, caller, KEY.centerInvalid), read(centerNo)]);
    return value;
  }

  private async studentRange(input: Input, caller: Caller, range: (i: Input) => Range) {
    const scope = this.scopeOf(caller);
    const studentNo = keyOf(input, 'student_no');
    const r = range(input);
    await this.studentFor(studentNo, scope);
    return { student_no: studentNo, start_date: r.start, end_date: r.end };
  }

  // SPEC §9 editable ranges for today on the center's calendar, as the screen computes them.
  private async editableRanges(centerNo: number, today: string, seminars: readonly SeminarPeriodView[]): Promise<EditableRanges> {
    const calendar = await this.cells.calendarDays(centerNo, today, addDays(today, CALENDAR_LOOKAHEAD_DAYS));
    const of = (kind: EntryKind) =>
      rangeOrNull(() => (calendar.length ? entryEditableRange({ kind, today, calendar, seminars }) : null));
    return {
      extra: of('extra'),
      seminar: of('seminar'),
      change: of('change'),
      not_attended: studentCalendarEditableRange(today),
    };
  }

  async calendarByRange(input: Input, caller: Caller): Promise<CalendarByRangeOutput> {
    const scope = this.scopeOf(caller);
    const range = rangeOf(input);
    const today = tokyoDate(Date.now());
    return this.withCenter(input, caller, scope, async (centerNo) => {
      const [days, slots, open] = await Promise.all([
        this.cells.calendarDays(centerNo, range.start, range.end),
        this.cells.timeSlots(),
        this.repo.seminarsOpenForEntry(today),
      ]);
      return {
        center_no: centerNo,
        today,
        days: days.map((d) => dayView(d, slots)),
        editable: await this.editableRanges(centerNo, today, open),
        slots,
      };
    });
  }

  async seminarCalendarByRange(input: Input, caller: Caller): Promise<SeminarPeriodView[]> {
    this.scopeOf(caller);
    const range = rangeOf(input);
    return this.repo.seminarsOverlapping(range.start, range.end);
  }

  async studentSchedule(input: Input, caller: Caller, week = false): Promise<StudentScheduleOutput> {
    const q = await this.studentRange(input, caller, week ? weekOf : rangeOf);
    return { ...q, lessons: await this.repo.lessons(q.student_no, q.start_date, q.end_date) };
  }

  async schedule(input: Input, caller: Caller): Promise<StudentHeader> {
    const scope = this.scopeOf(caller);
    return this.studentFor(keyOf(input, 'student_no'), scope);
  }

  async entrySchedule(input: Input, caller: Caller, week = false): Promise<EntryScheduleOutput> {
    const q = await this.studentRange(input, caller, week ? weekOf : rangeOf);
    return { ...q, entries: await this.repo.entries(q.student_no, q.start_date, q.end_date) };
  }

  async notAttendedSchedule(input: Input, caller: Caller): Promise<NotAttendedScheduleOutput> {
    const q = await this.studentRange(input, caller, rangeOf);
    return { ...q, not_attended: await this.repo.notAttended(q.student_no, q.start_date, q.end_date) };
  }

  async changeSchedule(input: Input, caller: Caller): Promise<ChangeScheduleOutput> {
    const q = await this.studentRange(input, caller, rangeOf);
    return { ...q, changes: await this.repo.changes(q.student_no, q.start_date, q.end_date) };
  }

  async cancelSchedule(input: Input, caller: Caller): Promise<CancelScheduleOutput> {
    const q = await this.studentRange(input, caller, rangeOf);
    return { ...q, cancels: await this.repo.cancels(q.student_no, q.start_date, q.end_date) };
  }

  // Per open slot of each calendar day: SPEC §4's remaining teacher count and fully booked flag, from
  // EntryCellRepository's loads and control rows through cellBookOf (the guard's own definition).
  async cellTeacherCount(input: Input, caller: Caller): Promise<CellTeacherCountOutput> {
    const scope = this.scopeOf(caller);
    const range = rangeOf(input);
    const [centerNo, days, slots, loads, controls] = await this.withCenter(input, caller, scope, (centerNo) =>
      Promise.all([
        centerNo,
        this.cells.calendarDays(centerNo, range.start, range.end),
        this.cells.timeSlots(),
        this.cells.halfLoads(centerNo, range.start, range.end),
        this.cells.controls(centerNo, range.start, range.end),
      ]),
    );
    const book = cellBookOf(loads, controls);
    const cells = days.flatMap((d) =>
      dayView(d, slots).open_slots.map((slot) => ({
        schedule_date: d.schedule_date,
        time_limit_no: slot,
        remaining: book.remaining(d.schedule_date, slot),
        full: book.isFull(d.schedule_date, slot),
      })),
    );
    return { center_no: centerNo, start_date: range.start, end_date: range.end, cells };
  }

  async scheduleDateInfo(input: Input, caller: Caller): Promise<ScheduleDateInfoOutput> {
    const scope = this.scopeOf(caller);
    const date = dateOf(input, 'schedule_date');
    const [centerNo, [row], slots, seminars, loads, controls] = await this.withCenter(input, caller, scope, (centerNo) =>
      Promise.all([
        centerNo,
        this.cells.calendarDays(centerNo, date, date),
        this.cells.timeSlots(),
        this.repo.seminarsOverlapping(date, date),
        this.cells.halfLoads(centerNo, date, date),
        this.cells.controls(centerNo, date, date),
      ]),
    );
    const book = cellBookOf(loads, controls);
    const calendar = row ? dayView(row, slots) : null;
    const open = new Set(calendar?.open_slots ?? []);
    return {
      center_no: centerNo,
      schedule_date: date,
      calendar,
      slots: slots
        .filter((s) => open.has(s.time_limit_no))
        .map((s) => ({
          ...s,
          remaining: book.remaining(date, s.time_limit_no),
          full: book.isFull(date, s.time_limit_no),
        })),
      seminars,
    };
  }

  async searchStudents(input: Input, caller: Caller): Promise<StudentSearchRow[]> {
    const scope = this.scopeOf(caller);
    const errors: FieldMessages = {};
    const c = input.student_classification;
    if (c !== undefined && c !== null && c !== '' && !ENROLLMENT_STATUSES.includes(c as number))
      errors.student_classification = [KEY.classificationInvalid];
    const s = input.search;
    const text = typeof s === 'string' && s.trim() !== '' ? s.trim() : null;
    // a control character (NUL above all) is no name and PostgreSQL's text refuses NUL
    if (s !== undefined && s !== null && typeof s !== 'string') errors.search = [KEY.searchInvalid];
    else if (text !== null && (text.length > SEARCH_MAX_LENGTH || [...text].some((ch) => ch < ' ' || ch === '\u007f')))
      errors.search = [KEY.searchInvalid];
    if (Object.keys(errors).length) throw validationError(errors);
    return this.repo.searchStudents({
      centerNos: scope.kind === 'staff' ? scope.centerNos : null,
      classification: typeof c === 'number' ? c : null,
      text,
      onlyStudentNo: scope.kind === 'student' ? scope.studentNo : null,
      limit: SEARCH_LIMIT,
    });
  }

  async seminarList(input: Input, caller: Caller): Promise<SeminarPeriodView[]> {
    this.scopeOf(caller);
    if (input.fiscal_year !== undefined) {
      const y = input.fiscal_year;
      if (typeof y !== 'number' || !Number.isInteger(y) || y < 1900 || y > 9999)
        throw refuse('fiscal_year', KEY.fiscalYearInvalid);
      return this.repo.seminarsOfFiscalYear(y);
    }
    const range = rangeOf(input);
    return this.repo.seminarsOverlapping(range.start, range.end);
  }

  // The seminars open for entry today (Asia/Tokyo) and the seminar editable range on the student's
  // center's calendar (SPEC §9): what the student portal offers.
  async availableSeminar(input: Input, caller: Caller): Promise<AvailableSeminarOutput> {
    const scope = this.scopeOf(caller);
    const studentNo = scope.kind === 'student' && input.student_no === undefined ? scope.studentNo : keyOf(input, 'student_no');
    const student = await this.studentFor(studentNo, scope);
    const today = tokyoDate(Date.now());
    const seminars = await this.repo.seminarsOpenForEntry(today);
    const editable = await this.editableRanges(student.center_no, today, seminars);
    return { student_no: studentNo, today, seminars, editable: editable.seminar };
  }
}
