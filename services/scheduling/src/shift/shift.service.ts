import { Injectable } from '@nestjs/common';
import {
  SHIFT_RANGE_MAX_DAYS,
  SHIFT_UPDATE_MAX_CELLS,
  TEACHER_AVAILABILITY_PAGE_SIZE,
  type BrowseOutput,
  type Caller,
  type ShiftChange,
  type ShiftEditableCell,
  type ShiftEditableOutput,
  type ShiftTeacherOption,
  type ShiftTeacherRow,
  type ShiftUpdateOutput,
} from '@school/contracts';
import {
  addDays,
  canEditShift,
  diffDays,
  isDateString,
  isShiftHalf,
  ROLE,
  shiftEditability,
  lessonSlotsOverHalf,
  tokyoDate,
} from '@school/domain';
import { businessRuleError, staleError, validationError, type FieldMessages } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import { ShiftRepository, type TeacherCenters } from './shift.repository';

type Input = Record<string, unknown>;
const isRecord = (v: unknown): v is Input => typeof v === 'object' && v !== null && !Array.isArray(v);
const isKey = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;
const isFlag = (v: unknown): v is 0 | 1 => v === 0 || v === 1;
const isVersion = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2_147_483_647;
const asTeacher = (caller: Caller) => caller.role === ROLE.TEACHER;
// The first change naming a teacher the database refused as deleted (shift_needs_teacher), else null.
const removedTeacherIndex = (error: unknown, changes: ShiftChange[]): number | null => {
  const e = error as { driverError?: { constraint?: string }; constraint?: string } | null;
  if ((e?.driverError?.constraint ?? e?.constraint) !== 'person_removed') return null;
  return Math.max(
    0,
    changes.findIndex((c) => c.delete_flag === 0),
  );
};

type Range = { start: string; end: string };

// C10201 shifts (scheduling.teacher_schedule, one row per teacher, date and 40-minute half).
// Who may edit a cell is libs/domain shiftEditability, re-checked here on every save; a shift
// under an assigned lesson cannot be taken away (MSG_1004); a save made from an outdated read of a
// teacher's day is refused (409 MSG_0001, scheduling.teacher_shift_version).
@Injectable()
export class ShiftService {
  constructor(
    private readonly repo: ShiftRepository,
    private readonly centers: CenterAccess,
    private readonly cells: EntryCellRepository,
  ) {}

  private range(input: Input, defaultDays: number): Range {
    const errors: FieldMessages = {};
    if (!isDateString(input.start_date)) errors.start_date = ['scheduling.shift.invalidDate'];
    const end = input.end_date === undefined || input.end_date === '' ? undefined : input.end_date;
    if (end !== undefined && !isDateString(end)) errors.end_date = ['scheduling.shift.invalidDate'];
    if (Object.keys(errors).length) throw validationError(errors);
    const start = input.start_date as string;
    const last = (end as string | undefined) ?? addDays(start, defaultDays - 1);
    const days = diffDays(start, last) + 1;
    if (days < 1 || days > SHIFT_RANGE_MAX_DAYS)
      throw validationError({ end_date: [{ key: 'scheduling.shift.rangeInvalid', params: { max: SHIFT_RANGE_MAX_DAYS } }] });
    return { start, end: last };
  }

  private async teachers(teacherNos: number[]): Promise<Map<number, TeacherCenters>> {
    const rows = await this.repo.teacherCenters(teacherNos);
    return new Map(rows.map((r) => [r.teacher_no, r]));
  }

  // A teacher works on their own centers; staff on the centers they are authorised for.
  private async checkCenter(centerNo: unknown, caller: Caller): Promise<number> {
    if (!isKey(centerNo)) throw validationError({ center_no: ['validation.integer'] });
    if (asTeacher(caller)) {
      const own = caller.teacherNo ? (await this.teachers([caller.teacherNo])).get(caller.teacherNo) : undefined;
      if (!own?.center_nos.includes(centerNo)) throw validationError({ center_no: ['scheduling.shift.notTeacherCenter'] });
    } else {
      await this.centers.check(centerNo, caller, 'scheduling.shift.centerNotAuthorised');
    }
    return centerNo;
  }

  private async calendar(centerNos: number[], range: Range) {
    const days = await this.repo.calendarDays(centerNos, range.start, range.end);
    return new Map(days.map((d) => [`${d.center_no}|${d.schedule_date}`, d]));
  }

  async checkIsEditable(input: Input, caller: Caller): Promise<ShiftEditableOutput> {
    const centerNo = await this.checkCenter(input.center_no, caller);
    const range = this.range(input, 7);
    const today = tokyoDate(Date.now());
    const days = await this.calendar([centerNo], range);
    const halves = await this.repo.halves();
    const cells: ShiftEditableCell[] = [];
    for (let date = range.start; date <= range.end; date = addDays(date, 1)) {
      for (const { time_limit_no } of halves)
        cells.push({
          schedule_date: date,
          time_limit_no,
          ...shiftEditability(today, date, time_limit_no, days.get(`${centerNo}|${date}`)),
        });
    }
    return { today, cells };
  }

  async browseTeacherByCenter(input: Input, caller: Caller): Promise<ShiftTeacherOption[]> {
    const centerNo = await this.checkCenter(input.center_no, caller);
    return this.repo.centerTeachers(centerNo);
  }

  // A center's teachers, or one teacher (a teacher always gets only their own), with every shift
  // cell in the range, 10 a page.
  async browseAllTeacherByCenter(input: Input, caller: Caller): Promise<BrowseOutput<ShiftTeacherRow>> {
    const search = isRecord(input.searchInfo) ? input.searchInfo : {};
    let teacherNo = search.teacher_no === undefined || search.teacher_no === '' ? null : search.teacher_no;
    if (teacherNo !== null && !isKey(teacherNo)) throw validationError({ teacher_no: ['validation.integer'] });
    if (asTeacher(caller)) {
      if (teacherNo !== null && teacherNo !== caller.teacherNo) throw businessRuleError('scheduling.shift.notOwn');
      teacherNo = caller.teacherNo ?? -1;
    }
    const hasCenter = search.center_no !== undefined && search.center_no !== '';
    if (!hasCenter && teacherNo === null) throw validationError({ center_no: ['scheduling.shift.centerOrTeacher'] });
    const centerNo = hasCenter ? await this.checkCenter(search.center_no, caller) : null;
    if (centerNo === null && !asTeacher(caller)) await this.checkTeacherOfCaller(teacherNo as number, caller);
    const range = this.range(search, 7);
    const paging = isRecord(input.pagination) ? input.pagination : {};
    return this.repo.browseTeachers(
      { centerNo, teacherNo: teacherNo as number | null, everyCenter: true, versions: true },
      range.start,
      range.end,
      {
        ...input,
        searchInfo: { search: search.search },
        pagination: { current_page: paging.current_page ?? 1, per_page: paging.per_page ?? TEACHER_AVAILABILITY_PAGE_SIZE },
      },
    );
  }

  // Staff opening one teacher's availability (C10201Teacher) must work on one of the teacher's centers.
  private async checkTeacherOfCaller(teacherNo: number, caller: Caller): Promise<void> {
    const teacher = (await this.teachers([teacherNo])).get(teacherNo);
    if (!teacher) throw validationError({ teacher_no: ['scheduling.shift.teacherUnknown'] });
    const mine = new Set((await this.centers.list(caller)).map((c) => c.value));
    if (!teacher.center_nos.some((c) => mine.has(c)))
      throw validationError({ center_no: ['scheduling.shift.centerNotAuthorised'] });
  }

  private parseChanges(input: Input): ShiftChange[] {
    const list = input.updateData;
    if (!Array.isArray(list) || list.length === 0 || list.length > SHIFT_UPDATE_MAX_CELLS)
      throw validationError({ updateData: [{ key: 'scheduling.shift.listInvalid', params: { max: SHIFT_UPDATE_MAX_CELLS } }] });
    const errors: FieldMessages = {};
    const seen = new Set<string>();
    const versionOfDay = new Map<string, number>();
    list.forEach((item: unknown, i) => {
      const at = (field: string) => `updateData.${i}.${field}`;
      if (!isRecord(item)) {
        errors[`updateData.${i}`] = ['error.validation'];
        return;
      }
      if (!isDateString(item.schedule_date)) errors[at('schedule_date')] = ['scheduling.shift.invalidDate'];
      if (!isShiftHalf(item.time_limit_no)) errors[at('time_limit_no')] = ['scheduling.shift.slotInvalid'];
      if (!isFlag(item.work_flag)) errors[at('work_flag')] = ['scheduling.shift.flagInvalid'];
      if (!isFlag(item.delete_flag)) errors[at('delete_flag')] = ['scheduling.shift.flagInvalid'];
      if (!isKey(item.teacher_no)) errors[at('teacher_no')] = ['validation.integer'];
      if (!isKey(item.center_no)) errors[at('center_no')] = ['validation.integer'];
      if (!isVersion(item.shift_version)) errors[at('shift_version')] = ['validation.integer'];
      // a cell is a teacher, a date and a half; a duplicate only among cells that name one
      if (errors[at('teacher_no')] || errors[at('schedule_date')] || errors[at('time_limit_no')]) return;
      const key = `${item.teacher_no as number}|${item.schedule_date as string}|${item.time_limit_no as number}`;
      if (seen.has(key)) errors[`updateData.${i}`] = ['scheduling.shift.duplicate'];
      seen.add(key);
      // one read of a teacher's day: its cells carry one version
      if (errors[at('shift_version')]) return;
      const day = `${item.teacher_no as number}|${item.schedule_date as string}`;
      const version = versionOfDay.get(day);
      if (version !== undefined && version !== item.shift_version)
        errors[at('shift_version')] = ['scheduling.shift.versionMixed'];
      versionOfDay.set(day, version ?? (item.shift_version as number));
    });
    if (Object.keys(errors).length) throw validationError(errors);
    return list as ShiftChange[];
  }

  // All or nothing: every change is checked (owner, center, editability) before any is written;
  // then, with the teachers' day versions and shift rows locked in one fixed order, a day changed
  // since the screen read it refuses the whole batch with 409 MSG_0001, and a shift taken away from
  // under an assigned lesson (not cancelled: a cancelled lesson holds no shift, as the database's
  // lesson_needs_shift and teacher_schedule_keep_assigned say) with MSG_1004.
  async updateSchedule(input: Input, caller: Caller): Promise<ShiftUpdateOutput> {
    const changes = this.parseChanges(input);
    const teacher = asTeacher(caller);
    if (teacher && changes.some((c) => c.teacher_no !== caller.teacherNo)) throw businessRuleError('scheduling.shift.notOwn');
    if (!teacher) {
      const mine = new Set((await this.centers.list(caller)).map((c) => c.value));
      const outside = changes.findIndex((c) => !mine.has(c.center_no));
      if (outside >= 0) throw validationError({ [`updateData.${outside}.center_no`]: ['scheduling.shift.centerNotAuthorised'] });
    }
    const teachers = await this.teachers([...new Set(changes.map((c) => c.teacher_no))]);
    const dates = changes.map((c) => c.schedule_date).sort();
    const days = await this.calendar([...new Set(changes.map((c) => c.center_no))], {
      start: dates[0],
      end: dates[dates.length - 1],
    });
    const today = tokyoDate(Date.now());
    const errors: FieldMessages = {};
    changes.forEach((c, i) => {
      const t = teachers.get(c.teacher_no);
      if (!t) errors[`updateData.${i}.teacher_no`] = ['scheduling.shift.teacherUnknown'];
      else if (!t.center_nos.includes(c.center_no)) errors[`updateData.${i}.center_no`] = ['scheduling.shift.notTeacherCenter'];
      else if (
        !canEditShift(
          shiftEditability(today, c.schedule_date, c.time_limit_no, days.get(`${c.center_no}|${c.schedule_date}`)),
          teacher,
        )
      )
        errors[`updateData.${i}.schedule_date`] = ['scheduling.shift.notEditable'];
    });
    if (Object.keys(errors).length) throw validationError(errors);

    return this.repo
      .transaction(async (tx) => this.write(tx, changes))
      .catch((e: unknown) => {
        // a teacher deleted while this save waited (shift_needs_teacher, migration 1797330000000)
        const index = removedTeacherIndex(e, changes);
        if (index !== null) throw validationError({ [`updateData.${index}.teacher_no`]: ['scheduling.shift.teacherUnknown'] });
        throw e;
      });
  }

  private async write(tx: EntityManager, changes: ShiftChange[]): Promise<ShiftUpdateOutput> {
    const ordered = [...changes].sort(
      (a, b) =>
        a.teacher_no - b.teacher_no || a.schedule_date.localeCompare(b.schedule_date) || a.time_limit_no - b.time_limit_no,
    );
    // A shift added or taken away changes its center's half by one teacher: the last-seat rows of the
    // batch's halves (docs/applications.md "The last seat") are locked first, all in one call in key
    // order, before the day versions and shift rows (lesson rows, cell rows, shift rows: the order
    // of every write, entry-cell.repository.ts), so an application counting the half waits for this
    // save's commit. A shift edit is not refused for filling a cell: a teacher's time is a fact.
    await this.cells.lock(
      tx,
      ordered.map((c) => ({ center_no: c.center_no, schedule_date: c.schedule_date, time_limit_no: c.time_limit_no })),
    );
    await this.checkVersions(tx, ordered);
    const current = await this.repo.lockShifts(tx, ordered);
    const before = new Map(current.map((r) => [`${r.teacher_no}|${r.schedule_date}|${r.time_limit_no}`, r]));
    const key = (c: ShiftChange) => `${c.teacher_no}|${c.schedule_date}|${c.time_limit_no}`;
    // a half a teacher works at another center is changed there, by whoever may work on that center
    const elsewhere = changes.findIndex((c) => {
      const row = before.get(key(c));
      return row !== undefined && row.center_no !== c.center_no;
    });
    if (elsewhere >= 0) throw validationError({ [`updateData.${elsewhere}.center_no`]: ['scheduling.shift.otherCenterShift'] });
    // taking a shift away: deleting it or marking it unavailable
    const removals = ordered.filter((c) => before.get(key(c))?.work_flag === 1 && (c.delete_flag === 1 || c.work_flag === 0));
    if (removals.length) {
      const busy = await this.repo.anyLessonOver(
        tx,
        removals.map((c) => {
          const [half, period] = lessonSlotsOverHalf(c.time_limit_no);
          return { teacher_no: c.teacher_no, schedule_date: c.schedule_date, half, period };
        }),
      );
      if (busy) throw businessRuleError('MSG_1004');
    }
    const deletes = ordered.filter((c) => c.delete_flag === 1 && before.has(key(c)));
    const writes = ordered.filter((c) => {
      if (c.delete_flag === 1) return false;
      const row = before.get(key(c));
      return !row || row.work_flag !== c.work_flag;
    });
    if (deletes.length) await this.repo.deleteShifts(tx, deletes);
    if (writes.length) await this.repo.upsertShifts(tx, writes);
    return { updated: deletes.length + writes.length };
  }

  // Locks the versions of the teachers' days in the batch (key order, as the version trigger takes
  // them) and compares them with what the screen read. A day without a row is created at 0 first, so
  // two first saves of one day also wait for each other.
  private async checkVersions(tx: EntityManager, ordered: ShiftChange[]): Promise<void> {
    const days = new Map<string, ShiftChange>();
    for (const c of ordered) days.set(`${c.teacher_no}|${c.schedule_date}`, c);
    const list = [...days.values()];
    await this.repo.ensureDayVersions(tx, list);
    const stored = await this.repo.lockDayVersions(tx, list);
    const current = new Map(stored.map((r) => [`${r.teacher_no}|${r.schedule_date}`, r.lock_version]));
    for (const [day, c] of days) if (current.get(day) !== c.shift_version) throw staleError();
  }
}
