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
  type CalendarDay,
} from '@school/domain';
import { businessRuleError, CallerCenters, runBrowse, staleError, validationError, type FieldMessages } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { availabilitySpec } from '../teacher-availability/teacher-availability.sql';

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
type TeacherCenters = { teacher_no: number; center_nos: number[] };

// C10201 shifts (scheduling.teacher_schedule, one row per teacher, date and 40-minute half).
// Who may edit a cell is libs/domain shiftEditability, re-checked here on every save; a shift
// under an assigned lesson cannot be taken away (MSG_1004); a save made from an outdated read of a
// teacher's day is refused (409 MSG_0001, scheduling.teacher_shift_version).
@Injectable()
export class ShiftService {
  constructor(
    private readonly ds: DataSource,
    private readonly centers: CallerCenters,
  ) {}

  private range(input: Input, defaultDays: number): Range {
    const errors: FieldMessages = {};
    if (!isDateString(input.start_date)) errors.start_date = ['masters.c10201.invalidDate'];
    const end = input.end_date === undefined || input.end_date === '' ? undefined : input.end_date;
    if (end !== undefined && !isDateString(end)) errors.end_date = ['masters.c10201.invalidDate'];
    if (Object.keys(errors).length) throw validationError(errors);
    const start = input.start_date as string;
    const last = (end as string | undefined) ?? addDays(start, defaultDays - 1);
    const days = diffDays(start, last) + 1;
    if (days < 1 || days > SHIFT_RANGE_MAX_DAYS)
      throw validationError({ end_date: [{ key: 'masters.c10201.rangeInvalid', params: { max: SHIFT_RANGE_MAX_DAYS } }] });
    return { start, end: last };
  }

  private async teachers(db: DataSource | EntityManager, teacherNos: number[]): Promise<Map<number, TeacherCenters>> {
    const rows = (await db.query(
      `SELECT "teacher_no", "center_nos" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`,
      [teacherNos],
    )) as TeacherCenters[];
    return new Map(rows.map((r) => [r.teacher_no, r]));
  }

  // A teacher works on their own centers; staff on the centers they are authorised for.
  private async checkCenter(centerNo: unknown, caller: Caller): Promise<number> {
    if (!isKey(centerNo)) throw validationError({ center_no: ['validation.integer'] });
    if (asTeacher(caller)) {
      const own = caller.teacherNo ? (await this.teachers(this.ds, [caller.teacherNo])).get(caller.teacherNo) : undefined;
      if (!own?.center_nos.includes(centerNo)) throw validationError({ center_no: ['masters.c10201.notTeacherCenter'] });
    } else {
      await this.centers.check(centerNo, caller, 'masters.c10101.centerNotAuthorised');
    }
    return centerNo;
  }

  private async calendar(db: DataSource | EntityManager, centerNos: number[], range: Range) {
    const days = (await db.query(
      `SELECT "center_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "closed_flag",
              "tstart_ime_limit_no", "end_time_limit_no"
       FROM "scheduling"."calendar_day"
       WHERE "center_no" = ANY($1::int[]) AND "schedule_date" BETWEEN $2::date AND $3::date`,
      [centerNos, range.start, range.end],
    )) as (CalendarDay & { center_no: number })[];
    return new Map(days.map((d) => [`${d.center_no}|${d.schedule_date}`, d]));
  }

  async checkIsEditable(input: Input, caller: Caller): Promise<ShiftEditableOutput> {
    const centerNo = await this.checkCenter(input.center_no, caller);
    const range = this.range(input, 7);
    const today = tokyoDate(Date.now());
    const days = await this.calendar(this.ds, [centerNo], range);
    const halves = (await this.ds.query(
      `SELECT "time_limit_no" FROM "scheduling"."time_slot" WHERE "time_division" <> 0 ORDER BY "sort_order", "time_limit_no"`,
    )) as { time_limit_no: number }[];
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
    return (await this.ds.query(
      `SELECT "teacher_no", "teacher_name" FROM "scheduling"."teacher_projection"
       WHERE $1 = ANY("center_nos") AND "status" <> 3 ORDER BY "teacher_no"`,
      [centerNo],
    )) as ShiftTeacherOption[];
  }

  // A center's teachers, or one teacher (a teacher always gets only their own), with every shift
  // cell in the range, 10 a page.
  async browseAllTeacherByCenter(input: Input, caller: Caller): Promise<BrowseOutput<ShiftTeacherRow>> {
    const search = isRecord(input.searchInfo) ? input.searchInfo : {};
    let teacherNo = search.teacher_no === undefined || search.teacher_no === '' ? null : search.teacher_no;
    if (teacherNo !== null && !isKey(teacherNo)) throw validationError({ teacher_no: ['validation.integer'] });
    if (asTeacher(caller)) {
      if (teacherNo !== null && teacherNo !== caller.teacherNo) throw businessRuleError('masters.c10201.notOwn');
      teacherNo = caller.teacherNo ?? -1;
    }
    const hasCenter = search.center_no !== undefined && search.center_no !== '';
    if (!hasCenter && teacherNo === null) throw validationError({ center_no: ['masters.c10201.centerOrTeacher'] });
    const centerNo = hasCenter ? await this.checkCenter(search.center_no, caller) : null;
    if (centerNo === null && !asTeacher(caller)) await this.checkTeacherOfCaller(teacherNo as number, caller);
    const range = this.range(search, 7);
    const paging = isRecord(input.pagination) ? input.pagination : {};
    return runBrowse<ShiftTeacherRow>(
      this.ds,
      availabilitySpec(
        { centerNo, teacherNo: teacherNo as number | null, everyCenter: true, versions: true },
        range.start,
        range.end,
      ),
      {
        ...input,
        searchInfo: { search: search.search },
        pagination: { current_page: paging.current_page ?? 1, per_page: paging.per_page ?? TEACHER_AVAILABILITY_PAGE_SIZE },
      },
    );
  }

  // Staff opening one teacher's availability (C10201Teacher) must work on one of the teacher's centers.
  private async checkTeacherOfCaller(teacherNo: number, caller: Caller): Promise<void> {
    const teacher = (await this.teachers(this.ds, [teacherNo])).get(teacherNo);
    if (!teacher) throw validationError({ teacher_no: ['masters.c10201.teacherUnknown'] });
    const mine = new Set((await this.centers.list(caller)).map((c) => c.value));
    if (!teacher.center_nos.some((c) => mine.has(c)))
      throw validationError({ center_no: ['masters.c10101.centerNotAuthorised'] });
  }

  private parseChanges(input: Input): ShiftChange[] {
    const list = input.updateData;
    if (!Array.isArray(list) || list.length === 0 || list.length > SHIFT_UPDATE_MAX_CELLS)
      throw validationError({ updateData: [{ key: 'masters.c10201.listInvalid', params: { max: SHIFT_UPDATE_MAX_CELLS } }] });
    const errors: FieldMessages = {};
    const seen = new Set<string>();
    const versionOfDay = new Map<string, number>();
    list.forEach((item: unknown, i) => {
      const at = (field: string) => `updateData.${i}.${field}`;
      if (!isRecord(item)) {
        errors[`updateData.${i}`] = ['error.validation'];
        return;
      }
      if (!isDateString(item.schedule_date)) errors[at('schedule_date')] = ['masters.c10201.invalidDate'];
      if (!isShiftHalf(item.time_limit_no)) errors[at('time_limit_no')] = ['masters.c10201.slotInvalid'];
      if (!isFlag(item.work_flag)) errors[at('work_flag')] = ['masters.c10201.flagInvalid'];
      if (!isFlag(item.delete_flag)) errors[at('delete_flag')] = ['masters.c10201.flagInvalid'];
      if (!isKey(item.teacher_no)) errors[at('teacher_no')] = ['validation.integer'];
      if (!isKey(item.center_no)) errors[at('center_no')] = ['validation.integer'];
      if (!isVersion(item.shift_version)) errors[at('shift_version')] = ['validation.integer'];
      // a cell is a teacher, a date and a half; a duplicate only among cells that name one
      if (errors[at('teacher_no')] || errors[at('schedule_date')] || errors[at('time_limit_no')]) return;
      const key = `${item.teacher_no as number}|${item.schedule_date as string}|${item.time_limit_no as number}`;
      if (seen.has(key)) errors[`updateData.${i}`] = ['masters.c10201.duplicate'];
      seen.add(key);
      // one read of a teacher's day: its cells carry one version
      if (errors[at('shift_version')]) return;
      const day = `${item.teacher_no as number}|${item.schedule_date as string}`;
      const version = versionOfDay.get(day);
      if (version !== undefined && version !== item.shift_version) errors[at('shift_version')] = ['masters.c10201.versionMixed'];
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
    if (teacher && changes.some((c) => c.teacher_no !== caller.teacherNo)) throw businessRuleError('masters.c10201.notOwn');
    if (!teacher) {
      const mine = new Set((await this.centers.list(caller)).map((c) => c.value));
      const outside = changes.findIndex((c) => !mine.has(c.center_no));
      if (outside >= 0) throw validationError({ [`updateData.${outside}.center_no`]: ['masters.c10101.centerNotAuthorised'] });
    }
    const teachers = await this.teachers(this.ds, [...new Set(changes.map((c) => c.teacher_no))]);
    const dates = changes.map((c) => c.schedule_date).sort();
    const days = await this.calendar(this.ds, [...new Set(changes.map((c) => c.center_no))], {
      start: dates[0],
      end: dates[dates.length - 1],
    });
    const today = tokyoDate(Date.now());
    const errors: FieldMessages = {};
    changes.forEach((c, i) => {
      const t = teachers.get(c.teacher_no);
      if (!t) errors[`updateData.${i}.teacher_no`] = ['masters.c10201.teacherUnknown'];
      else if (!t.center_nos.includes(c.center_no)) errors[`updateData.${i}.center_no`] = ['masters.c10201.notTeacherCenter'];
      else if (
        !canEditShift(
          shiftEditability(today, c.schedule_date, c.time_limit_no, days.get(`${c.center_no}|${c.schedule_date}`)),
          teacher,
        )
      )
        errors[`updateData.${i}.schedule_date`] = ['masters.c10201.notEditable'];
    });
    if (Object.keys(errors).length) throw validationError(errors);

    return this.ds
      .transaction(async (tx) => this.write(tx, changes))
      .catch((e: unknown) => {
        // a teacher deleted while this save waited (shift_needs_teacher, migration 1797330000000)
        const index = removedTeacherIndex(e, changes);
        if (index !== null) throw validationError({ [`updateData.${index}.teacher_no`]: ['masters.c10201.teacherUnknown'] });
        throw e;
      });
  }

  private async write(tx: EntityManager, changes: ShiftChange[]): Promise<ShiftUpdateOutput> {
    const ordered = [...changes].sort(
      (a, b) =>
        a.teacher_no - b.teacher_no || a.schedule_date.localeCompare(b.schedule_date) || a.time_limit_no - b.time_limit_no,
    );
    await this.checkVersions(tx, ordered);
    const keys = [ordered.map((c) => c.teacher_no), ordered.map((c) => c.schedule_date), ordered.map((c) => c.time_limit_no)];
    const current = (await tx.query(
      `SELECT s."teacher_no", to_char(s."schedule_date", 'YYYY-MM-DD') AS "schedule_date", s."time_limit_no",
              s."center_no", s."work_flag"
       FROM "scheduling"."teacher_schedule" s
       JOIN unnest($1::int[], $2::date[], $3::int[]) AS k("teacher_no", "schedule_date", "time_limit_no")
         USING ("teacher_no", "schedule_date", "time_limit_no")
       ORDER BY s."teacher_no", s."schedule_date", s."time_limit_no"
       FOR UPDATE OF s`,
      keys,
    )) as { teacher_no: number; schedule_date: string; time_limit_no: number; center_no: number; work_flag: number }[];
    const before = new Map(current.map((r) => [`${r.teacher_no}|${r.schedule_date}|${r.time_limit_no}`, r]));
    const key = (c: ShiftChange) => `${c.teacher_no}|${c.schedule_date}|${c.time_limit_no}`;
    // a half a teacher works at another center is changed there, by whoever may work on that center
    const elsewhere = changes.findIndex((c) => {
      const row = before.get(key(c));
      return row !== undefined && row.center_no !== c.center_no;
    });
    if (elsewhere >= 0) throw validationError({ [`updateData.${elsewhere}.center_no`]: ['masters.c10201.otherCenterShift'] });
    // taking a shift away: deleting it or marking it unavailable
    const removals = ordered.filter((c) => before.get(key(c))?.work_flag === 1 && (c.delete_flag === 1 || c.work_flag === 0));
    if (removals.length) {
      const busy = (await tx.query(
        `SELECT 1 FROM "scheduling"."lesson" l
         JOIN unnest($1::int[], $2::date[], $3::int[], $4::int[]) AS k("teacher_no", "schedule_date", "half", "period")
           ON l."teacher_no" = k."teacher_no" AND l."schedule_date" = k."schedule_date"
          AND l."time_limit_no" IN (k."half", k."period")
         WHERE l."cancel_flag" = 0
         LIMIT 1`,
        [
          removals.map((c) => c.teacher_no),
          removals.map((c) => c.schedule_date),
          removals.map((c) => lessonSlotsOverHalf(c.time_limit_no)[0]),
          removals.map((c) => lessonSlotsOverHalf(c.time_limit_no)[1]),
        ],
      )) as unknown[];
      if (busy.length) throw businessRuleError('MSG_1004');
    }
    const deletes = ordered.filter((c) => c.delete_flag === 1 && before.has(key(c)));
    const writes = ordered.filter((c) => {
      if (c.delete_flag === 1) return false;
      const row = before.get(key(c));
      return !row || row.work_flag !== c.work_flag;
    });
    if (deletes.length)
      await tx.query(
        `DELETE FROM "scheduling"."teacher_schedule" s
         USING unnest($1::int[], $2::date[], $3::int[]) AS k("teacher_no", "schedule_date", "time_limit_no")
         WHERE s."teacher_no" = k."teacher_no" AND s."schedule_date" = k."schedule_date" AND s."time_limit_no" = k."time_limit_no"`,
        [deletes.map((c) => c.teacher_no), deletes.map((c) => c.schedule_date), deletes.map((c) => c.time_limit_no)],
      );
    if (writes.length)
      await tx.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         SELECT * FROM unnest($1::int[], $2::date[], $3::int[], $4::int[], $5::smallint[])
         ON CONFLICT ("teacher_no", "schedule_date", "time_limit_no") DO UPDATE
           SET "work_flag" = EXCLUDED."work_flag",
               "lock_version" = "teacher_schedule"."lock_version" + 1, "updated_at" = now()`,
        [
          writes.map((c) => c.teacher_no),
          writes.map((c) => c.schedule_date),
          writes.map((c) => c.time_limit_no),
          writes.map((c) => c.center_no),
          writes.map((c) => c.work_flag),
        ],
      );
    return { updated: deletes.length + writes.length };
  }

  // Locks the versions of the teachers' days in the batch (key order, as the version trigger takes
  // them) and compares them with what the screen read. A day without a row is created at 0 first, so
  // two first saves of one day also wait for each other.
  private async checkVersions(tx: EntityManager, ordered: ShiftChange[]): Promise<void> {
    const days = new Map<string, ShiftChange>();
    for (const c of ordered) days.set(`${c.teacher_no}|${c.schedule_date}`, c);
    const list = [...days.values()];
    const params = [list.map((c) => c.teacher_no), list.map((c) => c.schedule_date)];
    await tx.query(
      `INSERT INTO "scheduling"."teacher_shift_version" ("teacher_no", "schedule_date")
       SELECT * FROM unnest($1::int[], $2::date[]) ORDER BY 1, 2
       ON CONFLICT ("teacher_no", "schedule_date") DO NOTHING`,
      params,
    );
    const stored = (await tx.query(
      `SELECT v."teacher_no", to_char(v."schedule_date", 'YYYY-MM-DD') AS "schedule_date", v."lock_version"
       FROM "scheduling"."teacher_shift_version" v
       JOIN unnest($1::int[], $2::date[]) AS k("teacher_no", "schedule_date") USING ("teacher_no", "schedule_date")
       ORDER BY v."teacher_no", v."schedule_date"
       FOR UPDATE OF v`,
      params,
    )) as { teacher_no: number; schedule_date: string; lock_version: number }[];
    const current = new Map(stored.map((r) => [`${r.teacher_no}|${r.schedule_date}`, r.lock_version]));
    for (const [day, c] of days) if (current.get(day) !== c.shift_version) throw staleError();
  }
}
