import { Injectable } from '@nestjs/common';
import {
  lessonRefOf,
  type AlertRaisedEvent,
  type C30101SubmitOutput,
  type Caller,
  type EntryRecord,
  type LessonAppliedEvent,
  type NotAttendedRecord,
  type SeminarPeriodView,
} from '@school/contracts';
import {
  APPLICATION_CLASS_TYPE,
  applicationAlertDedupeKey,
  calendarIndex,
  centerStaffAudience,
  compareDates,
  entryKindOf,
  isDateEditable,
  isDateString,
  isSlotOpen,
  isStudentApplication,
  isWorkingDay,
  layoutCodeOf,
  studentCalendarEditableRange,
  submitterKind,
  takeBackStatus,
  tokyoDate,
  type CalendarDay,
  type DateRangeInclusive,
  type TimeDivision,
} from '@school/domain';
import { type MessageKey } from '@school/i18n';
import {
  type FieldMessage,
  forbiddenError,
  keyOf,
  lockVersionOf,
  notFoundError,
  staleError,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { guardStatusOf } from '../board/lesson-write-errors';
import { CenterAccess } from '../center/center-access';
import { EntryCellGuard } from '../entry-cell/entry-cell.guard';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import { editableRange, rangeCalendar } from '../entry-cell/entry-range';
import { StudentRowsRepository, type StudentCenterRow } from '../student-schedule/student-rows.repository';
import {
  ApplicationRepository,
  type ChangeLessonRow,
  type EntryInsert,
  type SlotRow,
  type WrittenLesson,
} from './application.repository';

type Input = Record<string, unknown>;

export const SUBMIT_MAX_ROWS = 100;
export const REQUEST_NOTE_MAX = 1000;
export const REMARKS_MAX = 1000;

type AddRow = { index: number } & Pick<
  EntryRecord,
  | 'entry_type'
  | 'schedule_date'
  | 'time_limit_no'
  | 'subject_no'
  | 'capacity'
  | 'seminar_calendar_no'
  | 'original_schedule_no'
  | 'request_note'
>;
type DelRow = { index: number; entry_schedule_no: number; lock_version: number };
type NotAttendedAdd = { index: number; schedule_date: string; remarks: string | null };
type NotAttendedDel = { index: number; not_attended_no: number; lock_version: number };

// What the checks read once per submit.
type Context = {
  today: string;
  student: StudentCenterRow;
  calendar: CalendarDay[];
  days: Map<string, CalendarDay>;
  slots: Map<number, SlotRow>;
  seminars: SeminarPeriodView[];
};

const refuse = (field: string, key: MessageKey, params?: Record<string, string | number>): never => {
  const message: FieldMessage = params ? { key, params } : key;
  throw validationError({ [field]: [message] });
};

const rowsOf = (input: Input, field: string): Input[] => {
  const v = input[field];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.length > SUBMIT_MAX_ROWS || !v.every((r) => r !== null && typeof r === 'object'))
    return refuse(field, 'scheduling.application.tooManyRows', { max: SUBMIT_MAX_ROWS });
  return v as Input[];
};

const textOf = (row: Input, field: string, prefix: string, max: number): string | null => {
  const v = row[field];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || v.length > max) return refuse(`${prefix}.${field}`, 'validation.max', { length: max });
  return v;
};

const dateOf = (row: Input, field: string, prefix: string): string => {
  const v = row[field];
  if (!isDateString(v)) return refuse(`${prefix}.${field}`, 'scheduling.application.invalidDate');
  return v;
};

const rowKey = (row: Input, field: string, prefix: string): number => {
  try {
    return keyOf(row, field);
  } catch {
    return refuse(`${prefix}.${field}`, 'validation.integer');
  }
};

const rowLockVersion = (row: Input, prefix: string): number => {
  try {
    return lockVersionOf(row);
  } catch {
    return refuse(`${prefix}.lock_version`, 'validation.integer');
  }
};

function parseEntry(row: Input, index: number): AddRow | DelRow {
  const prefix = `entries.${index}`;
  if (row.action === 'del')
    return { index, entry_schedule_no: rowKey(row, 'entry_schedule_no', prefix), lock_version: rowLockVersion(row, prefix) };
  if (row.action !== 'add') return refuse(`${prefix}.action`, 'validation.oneOf', { values: 'add, del' });
  const type = row.entry_type;
  if (type !== 2 && type !== 3 && type !== 4) return refuse(`${prefix}.entry_type`, 'validation.oneOf', { values: '2, 3, 4' });
  const slot = row.time_limit_no;
  if (typeof slot !== 'number' || !Number.isInteger(slot) || slot <= 0)
    return refuse(`${prefix}.time_limit_no`, 'validation.integer');
  const capacity = row.capacity;
  if (type !== 4 && capacity !== 1 && capacity !== 2) return refuse(`${prefix}.capacity`, 'validation.oneOf', { values: '1, 2' });
  return {
    index,
    entry_type: type,
    schedule_date: dateOf(row, 'schedule_date', prefix),
    time_limit_no: slot,
    subject_no: type === 4 ? 0 : rowKey(row, 'subject_no', prefix),
    capacity: type === 4 ? 1 : (capacity as 1 | 2),
    seminar_calendar_no: type === 3 ? rowKey(row, 'seminar_calendar_no', prefix) : null,
    original_schedule_no: type === 4 ? rowKey(row, 'original_schedule_no', prefix) : null,
    request_note: textOf(row, 'request_note', prefix, REQUEST_NOTE_MAX),
  };
}

function parseNotAttended(row: Input, index: number): NotAttendedAdd | NotAttendedDel {
  const prefix = `not_attended.${index}`;
  if (row.action === 'del')
    return { index, not_attended_no: rowKey(row, 'not_attended_no', prefix), lock_version: rowLockVersion(row, prefix) };
  if (row.action !== 'add') return refuse(`${prefix}.action`, 'validation.oneOf', { values: 'add, del' });
  return { index, schedule_date: dateOf(row, 'schedule_date', prefix), remarks: textOf(row, 'remarks', prefix, REMARKS_MAX) };
}

const isAdd = (r: AddRow | DelRow): r is AddRow => 'entry_type' in r;
const isNotAttendedAdd = (r: NotAttendedAdd | NotAttendedDel): r is NotAttendedAdd => 'schedule_date' in r;

const isNotAttendedTwice = (e: unknown): boolean => {
  const err = e as { code?: string; table?: string; driverError?: { code?: string; table?: string } } | null;
  return (err?.driverError?.code ?? err?.code) === '23505' && (err?.driverError?.table ?? err?.table) === 'not_attended';
};
const groupOf = (timeLimitNo: number) => Math.floor(timeLimitNo / 10);
const labelOf = (slot: SlotRow | undefined, timeLimitNo: number) =>
  slot ? `${slot.start_time}–${slot.end_time}` : String(timeLimitNo);

// C30101_submit (issue 24, docs/applications.md): a student's applications (add / take back) and
// not-attended days, all in one transaction; any refusal writes nothing. Staff submit for the students
// of their centers, a student 110 account for its own student only. Each new lesson takes its seat
// through the last-seat guard (EntryCellGuard), the submit's cells locked in key order first.
@Injectable()
export class ApplicationService {
  constructor(
    private readonly repo: ApplicationRepository,
    private readonly cells: EntryCellGuard,
    private readonly centers: CenterAccess,
    private readonly rows: StudentRowsRepository,
    private readonly cellRows: EntryCellRepository,
  ) {}

  async submit(input: Input, caller: Caller): Promise<C30101SubmitOutput> {
    const studentNo = keyOf(input, 'student_no');
    const belongsCenterNo = keyOf(input, 'belongs_center_no');
    const student = await this.authorise(studentNo, caller);
    if (student.center_no !== belongsCenterNo) throw staleError();
    const entries = rowsOf(input, 'entries').map(parseEntry);
    const notAttended = rowsOf(input, 'not_attended').map(parseNotAttended);
    if (!entries.length && !notAttended.length) refuse('entries', 'scheduling.application.nothingToSubmit');
    const role = caller.role as number;

    try {
      return await this.repo.transaction(async (tx) => {
        // again with the student held: a center move committed since the read above would have the
        // rows below land at the old center (a change even moves its lesson back there)
        if ((await this.repo.lockStudentCenter(tx, studentNo)) !== belongsCenterNo) throw staleError();
        const ctx = await this.context(tx, student, entries.filter(isAdd));
        const entryNos: number[] = [];
        // takings back first: they free the seats and halves a new row of the same submit may take
        for (const row of entries.filter((r): r is DelRow => !isAdd(r)))
          entryNos[row.index] = await this.takeBack(tx, ctx, row, caller);
        const adds = entries.filter(isAdd);
        for (const row of adds) this.checkAdd(ctx, row);
        // the lessons changes move are locked before the cells (in key order), as take-backs and the
        // board's transfers lock their lesson first: lesson rows, then cell rows (lockEntryCells)
        const moved = [...new Set(adds.flatMap((r) => (r.entry_type === 4 ? [r.original_schedule_no as number] : [])))];
        for (const no of moved.sort((a, b) => a - b)) await this.repo.lockLesson(tx, no);
        // every cell of the submit locked at once, in key order, before any is counted
        await this.cells.lockAndRead(
          tx,
          student.center_no,
          adds.map((r) => ({ center_no: student.center_no, schedule_date: r.schedule_date, time_limit_no: r.time_limit_no })),
        );
        for (const row of adds) entryNos[row.index] = await this.add(tx, ctx, row, caller, role);
        const notAttendedNos = await this.notAttended(tx, ctx, notAttended, caller);
        return {
          entries: this.inOrder(await this.rows.entriesByNo(entryNos, tx), entryNos, (r) => r.entry_schedule_no),
          not_attended: this.inOrder(
            await this.rows.notAttendedByNo(notAttendedNos, tx),
            notAttendedNos,
            (r) => r.not_attended_no,
          ),
        };
      });
    } catch (e) {
      // the student's one lesson per half (student_half_once), should a concurrent write get past the check
      if (guardStatusOf(e) === 'MSG_1003') refuse('entries', 'scheduling.application.studentBusy');
      // two submits marked the same day at once: the unique (student, date) decides
      if (isNotAttendedTwice(e)) refuse('not_attended', 'scheduling.application.notAttendedTwice');
      throw e;
    }
  }

  private inOrder<T>(rows: T[], nos: number[], keyOfRow: (r: T) => number): T[] {
    const byNo = new Map(rows.map((r) => [keyOfRow(r), r]));
    return nos.filter((n) => n !== undefined).flatMap((n) => byNo.get(n) ?? []);
  }

  // Staff of the student's center, or the student's own 110 account; anyone else 403 before any read
  // of the student's rows.
  private async authorise(studentNo: number, caller: Caller): Promise<StudentCenterRow> {
    const kind = submitterKind(caller.role);
    if (kind === 'none') throw forbiddenError();
    if (kind === 'ownStudent' && caller.studentNo !== studentNo) throw forbiddenError();
    const student = await this.rows.studentCenter(studentNo);
    if (!student) throw notFoundError('student');
    if (kind === 'staff' && !(await this.centers.list(caller)).some((c) => c.value === student.center_no)) throw forbiddenError();
    return student;
  }

  private async context(tx: EntityManager, student: StudentCenterRow, adds: AddRow[]): Promise<Context> {
    const today = tokyoDate(new Date());
    // from the earliest date asked for to beyond every range's end
    const calendar = await rangeCalendar(
      this.cellRows,
      tx,
      student.center_no,
      today,
      adds.map((r) => r.schedule_date),
    );
    const slots = new Map((await this.repo.timeSlots(tx)).map((s) => [s.time_limit_no, s]));
    const seminars = adds.some((r) => r.entry_type === 3) ? await this.rows.seminarsFrom(today, tx) : [];
    return { today, student, calendar, days: calendarIndex(calendar), slots, seminars };
  }

  // The range of SPEC §9 for the row's kind; a calendar with a gap before its end gives none.
  private range(ctx: Context, row: AddRow): DateRangeInclusive | null {
    return editableRange({
      kind: entryKindOf(row.entry_type),
      today: ctx.today,
      calendar: ctx.calendar,
      // the seminars taking applications today, as the C30101 and C30101Student reads count them
      seminars: ctx.seminars.filter(
        (s) => compareDates(ctx.today, s.entry_start_date) >= 0 && compareDates(ctx.today, s.entry_end_date) <= 0,
      ),
    });
  }

  // The checks that need no lock: the cell is an open slot of the student's center on a calendar day,
  // inside the kind's range, and a seminar row fits its seminar.
  private checkAdd(ctx: Context, row: AddRow): void {
    const f = (field: string) => `entries.${row.index}.${field}`;
    const date = row.schedule_date;
    const day = ctx.days.get(date);
    if (!day) refuse(f('schedule_date'), 'scheduling.application.noCalendarRow', { date });
    if (!isWorkingDay(day as CalendarDay)) refuse(f('schedule_date'), 'scheduling.application.dayClosed', { date });
    if (!ctx.slots.has(row.time_limit_no)) refuse(f('time_limit_no'), 'scheduling.application.slotUnknown');
    if (!isSlotOpen(day as CalendarDay, row.time_limit_no))
      refuse(f('time_limit_no'), 'scheduling.application.slotClosed', { date });
    const range = this.range(ctx, row);
    if (!range) refuse(f('schedule_date'), 'scheduling.application.noRange');
    if (!isDateEditable(date, range))
      refuse(f('schedule_date'), 'scheduling.application.outsideRange', { start: range!.start, end: range!.end });
    if (row.entry_type === 3) {
      const seminar = ctx.seminars.find((s) => s.seminar_calendar_no === row.seminar_calendar_no);
      if (!seminar) return refuse(f('seminar_calendar_no'), 'scheduling.application.seminarUnknown');
      if (compareDates(date, seminar.schedule_start_date) < 0 || compareDates(date, seminar.schedule_end_date) > 0)
        refuse(f('schedule_date'), 'scheduling.application.outsideSeminar', {
          start: seminar.schedule_start_date,
          end: seminar.schedule_end_date,
        });
      const group = groupOf(row.time_limit_no);
      if (group < groupOf(seminar.start_time_limit_no) || group > groupOf(seminar.end_time_limit_no))
        refuse(f('time_limit_no'), 'scheduling.application.seminarSlot');
      if (compareDates(ctx.today, seminar.entry_start_date) < 0 || compareDates(ctx.today, seminar.entry_end_date) > 0)
        refuse(f('seminar_calendar_no'), 'scheduling.application.seminarEntryClosed', {
          start: seminar.entry_start_date,
          end: seminar.entry_end_date,
        });
    }
  }

  private async add(tx: EntityManager, ctx: Context, row: AddRow, caller: Caller, role: number): Promise<number> {
    const f = (field: string) => `entries.${row.index}.${field}`;
    const centerNo = ctx.student.center_no;
    let original: ChangeLessonRow | null = null;
    if (row.entry_type === 4) {
      const lesson = await this.repo.lockLesson(tx, row.original_schedule_no as number);
      // another student's lesson is as unknown as a missing one
      if (!lesson || lesson.student_no !== ctx.student.student_no || lesson.cancel_flag === 1)
        return refuse(f('original_schedule_no'), 'scheduling.application.lessonUnknown');
      if (lesson.past || lesson.attendance_distinction !== 0)
        refuse(f('original_schedule_no'), 'scheduling.application.lessonPast');
      original = lesson;
    }
    const subjectNo = original ? original.subject_no : row.subject_no;
    const capacity = original ? original.capacity : row.capacity;
    if (await this.repo.studentBusy(ctx.student.student_no, row.schedule_date, row.time_limit_no, original?.schedule_no ?? 0, tx))
      refuse(f('time_limit_no'), 'scheduling.application.studentBusy');
    await this.cells.takeSeat(tx, { center_no: centerNo, schedule_date: row.schedule_date, time_limit_no: row.time_limit_no });
    const entry: EntryInsert = {
      entry_type: row.entry_type,
      student_no: ctx.student.student_no,
      center_no: centerNo,
      schedule_date: row.schedule_date,
      time_limit_no: row.time_limit_no,
      subject_no: subjectNo,
      capacity,
      seminar_calendar_no: row.seminar_calendar_no,
      original_schedule_no: row.original_schedule_no,
      request_note: row.request_note,
      applied_by_user_no: caller.userNo,
      applied_role: role,
    };
    const entryNo = await this.repo.insertEntry(tx, entry);
    const lesson = original
      ? await this.change(tx, original, row, entryNo, centerNo, caller)
      : await this.create(tx, ctx.student.student_no, row, entryNo, centerNo, caller);
    // the application as written, less what the mail and the alert do not use
    const { capacity: _capacity, seminar_calendar_no: _seminar, original_schedule_no: _original, ...written } = entry;
    const applied: LessonAppliedEvent = {
      ...written,
      entry_schedule_no: entryNo,
      schedule_no: lesson.schedule_no,
      time_label: labelOf(ctx.slots.get(row.time_limit_no), row.time_limit_no),
      seminar_name: row.seminar_calendar_no
        ? (ctx.seminars.find((s) => s.seminar_calendar_no === row.seminar_calendar_no)?.seminar_name ?? null)
        : null,
      original_schedule_date: original?.schedule_date ?? null,
      original_time_label: original ? labelOf(ctx.slots.get(original.time_limit_no), original.time_limit_no) : null,
    };
    await writeEvent(tx, 'LessonApplied', applied);
    if (isStudentApplication(role)) await this.raiseAlert(tx, applied);
    return entryNo;
  }

  private async create(
    tx: EntityManager,
    studentNo: number,
    row: AddRow,
    entryNo: number,
    centerNo: number,
    caller: Caller,
  ): Promise<WrittenLesson> {
    const lesson = await this.repo.insertLesson(tx, {
      entry_schedule_no: entryNo,
      student_no: studentNo,
      center_no: centerNo,
      schedule_date: row.schedule_date,
      time_limit_no: row.time_limit_no,
      subject_no: row.subject_no,
      capacity: row.capacity,
      class_type: APPLICATION_CLASS_TYPE[row.entry_type as 2 | 3],
      course_setting_no: layoutCodeOf(row.capacity, (row.time_limit_no % 10) as TimeDivision),
    });
    await writeEvent(tx, 'LessonCreated', {
      ...lessonRefOf(lesson, caller.userNo),
      teacher_no: lesson.teacher_no,
      capacity: lesson.capacity,
      entry_schedule_no: entryNo,
      weekly_entry_no: 0,
    });
    return lesson;
  }

  private async change(
    tx: EntityManager,
    original: ChangeLessonRow,
    row: AddRow,
    entryNo: number,
    centerNo: number,
    caller: Caller,
  ): Promise<WrittenLesson> {
    const lesson = await this.repo.moveLesson(tx, {
      schedule_no: original.schedule_no,
      entry_schedule_no: entryNo,
      center_no: centerNo,
      schedule_date: row.schedule_date,
      time_limit_no: row.time_limit_no,
    });
    await this.repo.insertLessonChange(tx, {
      schedule_no: original.schedule_no,
      entry_schedule_no: entryNo,
      student_no: original.student_no,
      from_center_no: original.center_no,
      from_date: original.schedule_date,
      from_time_limit_no: original.time_limit_no,
      to_center_no: centerNo,
      to_date: row.schedule_date,
      to_time_limit_no: row.time_limit_no,
      previous_teacher_no: original.teacher_no,
      changed_by_user_no: caller.userNo,
    });
    await writeEvent(tx, 'LessonChanged', {
      ...lessonRefOf(lesson, caller.userNo),
      from_schedule_date: original.schedule_date,
      from_time_limit_no: original.time_limit_no,
      from_center_no: original.center_no,
      previous_teacher_no: original.teacher_no,
      entry_schedule_no: entryNo,
    });
    return lesson;
  }

  // docs/alerts.md applicationWaiting: the staff of the student's center, once per application.
  private async raiseAlert(tx: EntityManager, applied: LessonAppliedEvent): Promise<void> {
    const audience = centerStaffAudience(applied.center_no);
    const alert: AlertRaisedEvent = {
      kind: 'applicationWaiting',
      dedupe_key: applicationAlertDedupeKey(applied.entry_schedule_no),
      subject: {
        type: 'application',
        application_no: applied.entry_schedule_no,
        entry_type: applied.entry_type,
        center_no: applied.center_no,
        student_no: applied.student_no,
      },
      audience: { roles: [...audience.roles], center_no: audience.center_no },
      raised_at: new Date().toISOString(),
    };
    await writeEvent(tx, 'AlertRaised', alert);
  }

  // The applicant withdraws, staff refuse a student's application; its lesson is cancelled. A change
  // cannot be taken back (its lesson has moved; another change moves it again).
  private async takeBack(tx: EntityManager, ctx: Context, row: DelRow, caller: Caller): Promise<number> {
    const f = (field: string) => `entries.${row.index}.${field}`;
    const entry = await this.repo.lockEntry(tx, row.entry_schedule_no);
    if (!entry || entry.student_no !== ctx.student.student_no)
      return refuse(f('entry_schedule_no'), 'scheduling.application.entryUnknown');
    if (entry.lock_version !== row.lock_version) throw staleError();
    if (entry.entry_type === 4) refuse(f('entry_schedule_no'), 'scheduling.application.changeNotWithdrawable');
    if (entry.status === 'refused' || entry.status === 'withdrawn' || entry.schedule_no === null || entry.lesson_cancelled)
      refuse(f('entry_schedule_no'), 'scheduling.application.alreadyTakenBack');
    if (entry.lesson_past) refuse(f('entry_schedule_no'), 'scheduling.application.lessonPast');
    await this.repo.setEntryStatus(tx, entry.entry_schedule_no, takeBackStatus(caller.role as number, entry.applied_role));
    const lesson = await this.repo.cancelLesson(tx, entry.schedule_no as number);
    await writeEvent(tx, 'LessonCancelled', { ...lessonRefOf(lesson, caller.userNo), teacher_no: lesson.teacher_no });
    return entry.entry_schedule_no;
  }

  // Not-attended days (t1032), editable from tomorrow (studentCalendarEditableRange).
  private async notAttended(
    tx: EntityManager,
    ctx: Context,
    rows: (NotAttendedAdd | NotAttendedDel)[],
    caller: Caller,
  ): Promise<number[]> {
    const editable = studentCalendarEditableRange(ctx.today);
    const nos: number[] = [];
    for (const row of rows) {
      const f = (field: string) => `not_attended.${row.index}.${field}`;
      if (isNotAttendedAdd(row)) {
        if (!isDateEditable(row.schedule_date, editable))
          refuse(f('schedule_date'), 'scheduling.application.notAttendedOutsideRange');
        if (await this.repo.notAttendedOn(ctx.student.student_no, row.schedule_date, tx))
          refuse(f('schedule_date'), 'scheduling.application.notAttendedDuplicate', { date: row.schedule_date });
        nos[row.index] = await this.repo.insertNotAttended(tx, {
          student_no: ctx.student.student_no,
          schedule_date: row.schedule_date,
          remarks: row.remarks,
          created_by_user_no: caller.userNo,
        });
      } else {
        const found: NotAttendedRecord | undefined = await this.rows.lockNotAttended(tx, row.not_attended_no);
        if (!found || found.student_no !== ctx.student.student_no)
          return refuse(f('not_attended_no'), 'scheduling.application.notAttendedUnknown');
        if (found.lock_version !== row.lock_version) throw staleError();
        if (!isDateEditable(found.schedule_date, editable))
          refuse(f('not_attended_no'), 'scheduling.application.notAttendedOutsideRange');
        await this.repo.deleteNotAttended(tx, row.not_attended_no);
      }
    }
    return nos;
  }
}
