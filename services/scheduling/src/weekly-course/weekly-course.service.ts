import { Injectable } from '@nestjs/common';
import {
  lessonRefOf,
  type C30101DoSubmitOutput,
  type Caller,
  type WeeklyCourseAddRow,
  type WeeklyCourseDelRow,
  type WeeklyCourseResult,
  type WeeklyEntryScheduleOutput,
} from '@school/contracts';
import {
  addDays,
  expandRepeatLessons,
  endOfWeek,
  isCourseWeekFull,
  isDateString,
  type RepeatResult,
  type SlotRef,
  isoWeekday,
  isSlotOpen,
  layoutCodeOf,
  parseTimeLimitNo,
  REPEAT_LOOKAHEAD_WEEKS,
  ROLE,
  STAFF_MIN_ROLE,
  tokyoDate,
  withoutFullWeeks,
} from '@school/domain';
import { type MessageKey } from '@school/i18n';
import { forbiddenError, keyOf, notFoundError, staleError, validationError, writeEvent } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { EntryCellGuard } from '../entry-cell/entry-cell.guard';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import { WeeklyCourseRepository, type CourseLessonRow, type StudentRow } from './weekly-course.repository';

type Input = Record<string, unknown>;
type Plan = { index: number; row: WeeklyCourseAddRow; weeks: number; expanded: RepeatResult };

const constraintOf = (e: unknown): string | undefined => {
  const err = e as { driverError?: { constraint?: string }; constraint?: string } | null;
  return err?.driverError?.constraint ?? err?.constraint;
};

export const MAX_WEEKLY_ROWS = 20;
// A course looks 15 weeks ahead by default (SPEC §9); staff may give fewer or more, up to a year.
export const MAX_WEEKS = 52;

const bad = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  validationError({ [field]: [params ? { key, params } : key] });

// One marked row, checked for its shape before anything is read.
function rowOf(raw: unknown, i: number): WeeklyCourseAddRow | WeeklyCourseDelRow {
  const at = `weekly.${i}`;
  if (!raw || typeof raw !== 'object') throw bad(at, 'error.validation');
  const r = raw as Input;
  if (r.action === 'del') return { action: 'del', weekly_entry_no: keyOf(r, 'weekly_entry_no'), lock_version: lockOf(r, at) };
  if (r.action !== 'add') throw bad(`${at}.action`, 'validation.oneOf', { values: 'add, del' });
  if (!isDateString(r.first_date)) throw bad(`${at}.first_date`, 'scheduling.weeklyCourse.invalidDate');
  const slot = r.time_limit_no;
  if (typeof slot !== 'number' || !Number.isInteger(slot) || slot <= 0 || slot > 1000)
    throw bad(`${at}.time_limit_no`, 'scheduling.weeklyCourse.slotUnknown');
  const subject = r.subject_no;
  if (typeof subject !== 'number' || !Number.isInteger(subject) || subject <= 0 || subject > 2_147_483_647)
    throw bad(`${at}.subject_no`, 'validation.integer');
  if (r.capacity !== 1 && r.capacity !== 2) throw bad(`${at}.capacity`, 'scheduling.weeklyCourse.capacityInvalid');
  const weeks = r.weeks ?? REPEAT_LOOKAHEAD_WEEKS;
  if (typeof weeks !== 'number' || !Number.isInteger(weeks) || weeks <= 0 || weeks > MAX_WEEKS)
    throw bad(`${at}.weeks`, 'scheduling.weeklyCourse.weeksInvalid', { max: MAX_WEEKS });
  return { action: 'add', first_date: r.first_date, time_limit_no: slot, subject_no: subject, capacity: r.capacity, weeks };
}

function lockOf(r: Input, at: string): number {
  const v = r.lock_version;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2_147_483_647) return v;
  throw bad(`${at}.lock_version`, 'validation.integer');
}

// C30101_doSubmit, the weekly view's marked rows (SPEC §5, §9): staff enter a student's regular weekly
// course or end one, all rows in one transaction (a refused row refuses the submit; nothing is written).
// A week the student already has a lesson in, or whose cell is fully booked (isCourseWeekFull: a
// control row, or at most one teacher left where shifts are planned), gets a t3015 cancel row instead
// of a lesson (conflict_schedule_no null when full): the last seat stays safe for every writer, the
// created weeks' cells locked through the guard before they are counted. Unopen weeks get no row. Ending a course
// cancels all its lessons after today, assigned or not.
@Injectable()
export class WeeklyCourseService {
  constructor(
    private readonly repo: WeeklyCourseRepository,
    private readonly centers: CenterAccess,
    private readonly guard: EntryCellGuard,
    private readonly cells: EntryCellRepository,
  ) {}

  async submit(input: Input, caller: Caller, now: Date = new Date()): Promise<C30101DoSubmitOutput> {
    // role 110 holds C30101 for its own applications, never for a weekly course (staff enter those)
    if (caller.studentNo !== null || caller.role === null || caller.role < STAFF_MIN_ROLE) throw forbiddenError();
    const studentNo = keyOf(input, 'student_no');
    const belongs = keyOf(input, 'belongs_center_no');
    const raw = input.weekly;
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_WEEKLY_ROWS)
      throw bad('weekly', 'scheduling.weeklyCourse.rowsInvalid', { max: MAX_WEEKLY_ROWS });
    const rows = raw.map(rowOf);
    const dels = rows.flatMap((r) => (r.action === 'del' ? [r.weekly_entry_no] : []));
    if (new Set(dels).size !== dels.length) throw bad('weekly', 'scheduling.weeklyCourse.duplicate');
    const today = tokyoDate(now);
    // read before the transaction: it takes no connection of the pool while holding the student's lock
    const mine = await this.centers.list(caller);

    try {
      return await this.repo.transaction(async (tx) => {
        const student = await this.repo.student(tx, studentNo);
        if (!student) throw notFoundError('student');
        if (!mine.some((c) => c.value === student.center_no)) throw forbiddenError();
        if (student.center_no !== belongs) throw staleError();
        const results = new Map<number, WeeklyCourseResult>();
        // ending courses first, so that a course entered in the same submit may take their weeks
        for (const [i, row] of rows.entries())
          if (row.action === 'del') results.set(i, await this.end(tx, student, row, today, caller));
        const plans: Plan[] = [];
        for (const [i, row] of rows.entries())
          if (row.action === 'add') plans.push(await this.plan(tx, student, row, i, today, plans));
        // every created week's cell locked in one call (key order), then counted as it is now
        const cells = plans.flatMap((p) => p.expanded.lessons.map((l) => ({ center_no: student.center_no, ...l })));
        if (cells.length) {
          const book = await this.guard.lockAndRead(tx, student.center_no, cells);
          const dates = cells.map((c) => c.schedule_date).sort();
          const [from, to] = [dates[0], dates[dates.length - 1]];
          const loads = await this.cells.halfLoads(student.center_no, from, to, tx);
          const controls = await this.cells.controls(student.center_no, from, to, tx);
          const planned = new Set(loads.filter((l) => l.shift_teachers > 0).map((l) => l.schedule_date));
          const isFull = (c: SlotRef) =>
            isCourseWeekFull(c, controls, book.remaining(c.schedule_date, c.time_limit_no), planned.has(c.schedule_date));
          for (const p of plans)
            results.set(p.index, await this.create(tx, student, p, withoutFullWeeks(p.expanded, isFull), caller));
        } else for (const p of plans) results.set(p.index, await this.create(tx, student, p, p.expanded, caller));
        return { weekly: rows.map((_, i) => results.get(i) as WeeklyCourseResult) };
      });
    } catch (e) {
      // the student's schedule changed meanwhile (another writer took one of these halves)
      if (constraintOf(e) === 'student_half_once') throw staleError();
      throw e;
    }
  }

  // C30101_getWeeklyEntrySchedule: the student's running courses with their lock_version, for a del
  // row. A student account reads its own student only (another number: 403, nothing read); staff a
  // student of one of their centers (another center: 403); teachers are refused.
  async weeklyEntrySchedule(input: Input, caller: Caller, now: Date = new Date()): Promise<WeeklyEntryScheduleOutput> {
    const own = caller.role === ROLE.STUDENT_110 && caller.studentNo !== null;
    const staff = caller.studentNo === null && caller.teacherNo === null && caller.role !== null && caller.role >= STAFF_MIN_ROLE;
    if (!own && !staff) throw forbiddenError();
    const studentNo = keyOf(input, 'student_no');
    if (own && studentNo !== caller.studentNo) throw forbiddenError();
    const centerNo = await this.repo.studentCenter(studentNo);
    if (centerNo === undefined) throw notFoundError('student');
    if (staff && !(await this.centers.list(caller)).some((c) => c.value === centerNo)) throw forbiddenError();
    return { student_no: studentNo, courses: await this.repo.runningCourses(studentNo, tokyoDate(now)) };
  }

  // A course to enter, checked against the calendar and expanded; nothing is written yet. The weeks of
  // the courses planned before it in the same submit count as occupied.
  private async plan(
    tx: EntityManager,
    student: StudentRow,
    row: WeeklyCourseAddRow,
    index: number,
    today: string,
    before: readonly Plan[],
  ): Promise<Plan> {
    const at = `weekly.${index}`;
    const weeks = row.weeks ?? REPEAT_LOOKAHEAD_WEEKS;
    const slots = await this.cells.timeSlots(tx);
    if (!slots.some((s) => s.time_limit_no === row.time_limit_no))
      throw bad(`${at}.time_limit_no`, 'scheduling.weeklyCourse.slotUnknown');
    if (row.first_date < today) throw bad(`${at}.first_date`, 'scheduling.weeklyCourse.pastDate');
    const last = addDays(row.first_date, (weeks - 1) * 7);
    if (!isDateString(last)) throw bad(`${at}.weeks`, 'scheduling.weeklyCourse.noCalendarDay', { date: last });
    const calendar = await this.cells.calendarDays(student.center_no, row.first_date, last, tx);
    const byDate = new Map(calendar.map((d) => [d.schedule_date, d]));
    const first = byDate.get(row.first_date);
    if (!first) throw bad(`${at}.first_date`, 'scheduling.weeklyCourse.noCalendarDay', { date: row.first_date });
    if (Number(first.closed_flag) === 1)
      throw bad(`${at}.first_date`, 'scheduling.weeklyCourse.closedDay', { date: row.first_date });
    if (!isSlotOpen(first, row.time_limit_no))
      throw bad(`${at}.time_limit_no`, 'scheduling.weeklyCourse.slotNotOpen', { date: row.first_date });
    // SPEC §8: a week with no calendar day is an error, not a guess
    for (let w = 1; w < weeks; w++) {
      const date = addDays(row.first_date, w * 7);
      if (!byDate.has(date)) throw bad(`${at}.weeks`, 'scheduling.weeklyCourse.noCalendarDay', { date });
    }
    const occupied = [
      ...(await this.repo.occupied(student.student_no, row.first_date, last, tx)),
      ...before.flatMap((p) => p.expanded.lessons),
    ];
    const expanded = expandRepeatLessons({
      firstDate: row.first_date,
      timeLimitNo: row.time_limit_no,
      weeks,
      calendar,
      occupied,
    });
    return { index, row, weeks, expanded };
  }

  private async create(
    tx: EntityManager,
    student: StudentRow,
    { row, weeks }: Plan,
    settled: RepeatResult,
    caller: Caller,
  ): Promise<WeeklyCourseResult> {
    const division = parseTimeLimitNo(row.time_limit_no).division;
    const weeklyEntryNo = await this.repo.insertEntry(tx, {
      student_no: student.student_no,
      center_no: student.center_no,
      dayofweek_code: isoWeekday(row.first_date),
      time_limit_no: row.time_limit_no,
      time_division: division,
      subject_no: row.subject_no,
      capacity: row.capacity,
      weeks,
      course_start_date: row.first_date,
      course_end_date: settled.courseEndDate,
      created_by_user_no: caller.userNo,
    });
    const entry = await this.repo.entry(weeklyEntryNo, tx);
    if (!entry) throw notFoundError('weekly_entry');
    const layout = layoutCodeOf(row.capacity, division);
    const lessons = settled.lessons.length
      ? await this.repo.insertLessons(
          tx,
          entry,
          student.school_year_code,
          settled.lessons.map((l) => ({
            schedule_date: l.schedule_date,
            dayofweek_code: isoWeekday(l.schedule_date),
            course_setting_no: layout,
          })),
        )
      : [];
    for (const l of lessons)
      await writeEvent(tx, 'LessonCreated', {
        ...lessonRefOf(l, caller.userNo),
        teacher_no: 0,
        capacity: row.capacity,
        entry_schedule_no: 0,
        weekly_entry_no: weeklyEntryNo,
      });
    const cancels = await this.repo.insertCancels(tx, entry, settled.cancels);
    return { entry, lessons: lessons.map(lessonOf), cancels };
  }

  private async end(
    tx: EntityManager,
    student: StudentRow,
    row: WeeklyCourseDelRow,
    today: string,
    caller: Caller,
  ): Promise<WeeklyCourseResult> {
    const course = await this.repo.lockEntry(tx, row.weekly_entry_no);
    // a course of another student is as absent as an unknown number
    if (!course || course.student_no !== student.student_no) throw notFoundError('weekly_entry');
    if (course.lock_version !== row.lock_version) throw staleError();
    const coming = await this.repo.comingLessons(tx, course.weekly_entry_no, today);
    const cancelled = await this.repo.cancelLessons(
      tx,
      coming.map((l) => l.schedule_no),
    );
    for (const l of cancelled)
      await writeEvent(tx, 'LessonCancelled', { ...lessonRefOf(l, caller.userNo), teacher_no: l.teacher_no });
    const kept = await this.repo.lastKeptDate(tx, course.weekly_entry_no, today);
    await this.repo.endCourse(tx, course.weekly_entry_no, kept ? endOfWeek(kept) : null, today);
    const entry = await this.repo.entry(course.weekly_entry_no, tx);
    if (!entry) throw notFoundError('weekly_entry');
    return { entry, lessons: cancelled.map(lessonOf), cancels: [] };
  }
}

const lessonOf = (l: CourseLessonRow) => ({
  schedule_no: l.schedule_no,
  schedule_date: l.schedule_date,
  time_limit_no: l.time_limit_no,
  teacher_no: l.teacher_no,
  cancel_flag: l.cancel_flag,
  lock_version: l.lock_version,
});
