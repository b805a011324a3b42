import { Injectable } from '@nestjs/common';
import {
  C30101_STUDENT_MAX_DAYS,
  type C30101StudentBrowseOutput,
  type C30101StudentDay,
  type C30101StudentRange,
  type Caller,
} from '@school/contracts';
import {
  addDays,
  compareDates,
  diffDays,
  entryEditableRange,
  isDateString,
  isSlotOpen,
  isWorkingDay,
  maxDate,
  minDate,
  ROLE,
  studentCalendarEditableRange,
  tokyoDate,
  type EntryKind,
} from '@school/domain';
import { forbiddenError, validationError, type FieldMessages } from '@school/server-kit';
import { EntryCellRepository, type CalendarDayRow } from '../entry-cell/entry-cell.repository';
import { cellBookOf } from '../entry-cell/entry-cell.guard';
import { StudentRowsRepository } from '../student-schedule/student-rows.repository';

type Input = Record<string, unknown>;

// The calendar read for the editable ranges: end of next month is at most 62 days ahead, and the
// working days counted from today fall well inside it.
const RANGE_CALENDAR_DAYS = 92;

// The student account's own student (SPEC §6: C30101Student is student 110's), or a 403.
export function ownStudentOf(caller: Caller): number {
  if (caller.role !== ROLE.STUDENT_110 || !Number.isInteger(caller.studentNo)) throw forbiddenError();
  return caller.studentNo as number;
}

// C30101Student_doBrowse: the student's center's calendar with its open cells (fully booked marked,
// never the count), the student's lessons, applications and not-attended days, and the SPEC §9
// editable ranges for today (Asia/Tokyo, the student's own center's working days).
@Injectable()
export class StudentEntryService {
  constructor(
    private readonly repo: StudentRowsRepository,
    private readonly cells: EntryCellRepository,
  ) {}

  async browse(input: unknown, caller: Caller, now: Date = new Date()): Promise<C30101StudentBrowseOutput> {
    const studentNo = ownStudentOf(caller);
    const { start, end, centerNo: asked } = this.check(input);
    const ownCenter = (await this.repo.studentCenter(studentNo))?.center_no ?? null;
    if (ownCenter === null || (asked !== null && ownCenter !== asked)) throw forbiddenError();
    const centerNo = ownCenter;

    const today = tokyoDate(now);
    const calendarEnd = maxDate(end, addDays(today, RANGE_CALENDAR_DAYS));
    const [calendar, slots, loads, controls, lessons, entries, notAttended, seminars] = await Promise.all([
      this.cells.calendarDays(centerNo, minDate(start, today), calendarEnd),
      this.cells.timeSlots(),
      this.cells.halfLoads(centerNo, start, end),
      this.cells.controls(centerNo, start, end),
      this.repo.lessons(studentNo, start, end),
      this.repo.entries(studentNo, start, end),
      this.repo.notAttended(studentNo, start, end),
      this.repo.seminarsOpenForEntry(today),
    ]);
    const book = cellBookOf(loads, controls);
    const days: C30101StudentDay[] = calendar
      .filter((d) => compareDates(d.schedule_date, start) >= 0 && compareDates(d.schedule_date, end) <= 0)
      .map((d) => {
        const closed = !isWorkingDay(d);
        const cells = closed
          ? []
          : slots
              .filter((s) => isSlotOpen(d, s.time_limit_no))
              .map((s) => ({ time_limit_no: s.time_limit_no, full: book.isFull(d.schedule_date, s.time_limit_no) }));
        return { schedule_date: d.schedule_date, dayofweek_code: d.dayofweek_code, closed, cells };
      });
    const rangeOf = (kind: EntryKind) => editableRange(kind, today, calendar, seminars);
    return {
      student_no: studentNo,
      center_no: centerNo,
      today,
      slots,
      days,
      // the student's own view: lessons not cancelled, the teacher not named, 0 for a regular lesson
      lessons: lessons
        .filter((l) => !l.cancelled)
        .map((l) => ({
          schedule_no: l.schedule_no,
          schedule_date: l.schedule_date,
          time_limit_no: l.time_limit_no,
          subject_no: l.subject_no,
          capacity: l.capacity,
          assigned: l.assigned,
          entry_schedule_no: l.entry_schedule_no ?? 0,
        })),
      entries,
      not_attended: notAttended,
      ranges: {
        extra: rangeOf('extra'),
        seminar: rangeOf('seminar'),
        change: rangeOf('change'),
        not_attended: studentCalendarEditableRange(today),
      },
      seminars: seminars.map(({ fiscal_year: _, ...s }) => s),
    };
  }

  // Every bad field in one 422, before anything is read.
  private check(input: unknown): { start: string; end: string; centerNo: number | null } {
    const errors: FieldMessages = {};
    // the wire may carry anything: a non-object input has no fields
    const fields = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Input;
    const { start_date: start, end_date: end, center_no: center } = fields;
    if (!isDateString(start)) errors.start_date = ['scheduling.studentEntry.dateInvalid'];
    if (!isDateString(end)) errors.end_date = ['scheduling.studentEntry.dateInvalid'];
    if (isDateString(start) && isDateString(end)) {
      if (compareDates(start, end) > 0 || diffDays(start, end) + 1 > C30101_STUDENT_MAX_DAYS)
        errors.end_date = [{ key: 'scheduling.studentEntry.rangeInvalid', params: { max: C30101_STUDENT_MAX_DAYS } }];
    }
    const given = center !== undefined && center !== null;
    if (given && (typeof center !== 'number' || !Number.isInteger(center) || center < 1 || center > 2147483647))
      errors.center_no = ['scheduling.studentEntry.centerInvalid'];
    if (Object.keys(errors).length) throw validationError(errors);
    return { start: start as string, end: end as string, centerNo: given ? (center as number) : null };
  }
}

// A calendar without the days the rule walks through (a fiscal year not yet set up) opens nothing.
function editableRange(
  kind: EntryKind,
  today: string,
  calendar: readonly CalendarDayRow[],
  seminars: C30101StudentBrowseOutput['seminars'],
): C30101StudentRange | null {
  try {
    return entryEditableRange({ kind, today, calendar, seminars });
  } catch {
    return null;
  }
}
