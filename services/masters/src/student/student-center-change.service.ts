import { Injectable } from '@nestjs/common';
import {
  type Caller,
  type CenterChangeRow,
  type CenterChangeStudent,
  type CenterChangeStudentOption,
  type DropdownOption,
} from '@school/contracts';
import { tokyoDate, validateCenterChange, type FormValues } from '@school/domain';
import {
  formMessagesOf,
  type FieldMessages,
  keyOf,
  lockVersionOf,
  notFoundError,
  updateWithLock,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Input = Record<string, unknown>;
type Queryable = Pick<EntityManager, 'query'>;

const may = (caller: Caller, centerNo: number) => caller.centerNos === null || caller.centerNos.includes(centerNo);

const HISTORY_SQL = `SELECT h."change_no", to_char(h."schedule_date", 'YYYY-MM-DD') AS "schedule_date",
    h."from_center_no", f."center_short_name" AS "from_center_name", h."to_center_no", t."center_short_name" AS "to_center_name",
    h."changed_by_user_no", to_char(h."changed_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "changed_at"
  FROM "masters"."student_center_change" h
  JOIN "masters"."center" f ON f."center_no" = h."from_center_no"
  JOIN "masters"."center" t ON t."center_no" = h."to_center_no"
  WHERE h."student_no" = $1 ORDER BY h."change_no" DESC`;

// C20301 change of assigned center. The student belongs to the new center at once (new lessons are
// booked there) and the change's date says from when their existing lessons move: the scheduling
// service moves them on StudentCenterChanged. Only that event is published, not StudentChanged: both
// would carry the same version and the projection applies one per version. The roles with C20301 work
// on every center today (HQ, SPEC §6); a caller limited to some centers would move only students of
// those centers, only to those centers.
@Injectable()
export class StudentCenterChangeService {
  constructor(private readonly ds: DataSource) {}

  async init(caller: Caller): Promise<{ centers: DropdownOption[] }> {
    const centers = (await this.ds.query(
      `SELECT "center_no" AS "value", "center_short_name" AS "label" FROM "masters"."center"
        WHERE "group_flag" = 0 AND ($1::int[] IS NULL OR "center_no" = ANY($1::int[])) ORDER BY "sort_order", "center_no"`,
      [caller.centerNos],
    )) as DropdownOption[];
    return { centers };
  }

  async searchStudents(input: Input, caller: Caller): Promise<CenterChangeStudentOption[]> {
    const search = typeof input.search === 'string' ? input.search.trim().slice(0, 100) : '';
    if (!search) return [];
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return (await this.ds.query(
      `SELECT s."student_no" AS "value", s."student_no" || ' ' || s."student_name" AS "label", c."center_short_name" AS "center_name"
         FROM "masters"."student" s JOIN "masters"."center" c ON c."center_no" = s."center_no"
        WHERE ($2::int[] IS NULL OR s."center_no" = ANY($2::int[]))
          AND (s."student_no"::text = $1 OR s."student_name" LIKE $3 OR s."student_namej" LIKE $3)
        ORDER BY s."student_no" LIMIT 20`,
      [search, caller.centerNos, like],
    )) as CenterChangeStudentOption[];
  }

  private async student(db: Queryable, studentNo: number, caller: Caller): Promise<CenterChangeStudent> {
    const [row] = (await db.query(
      `SELECT s."student_no", s."student_name", s."center_no", c."center_short_name" AS "center_name", s."lock_version"
         FROM "masters"."student" s JOIN "masters"."center" c ON c."center_no" = s."center_no" WHERE s."student_no" = $1`,
      [studentNo],
    )) as Omit<CenterChangeStudent, 'history'>[];
    // a student of a center the caller may not work on is as absent as an unknown number
    if (!row || !may(caller, row.center_no)) throw notFoundError('student');
    const history = (await db.query(HISTORY_SQL, [studentNo])) as CenterChangeRow[];
    return { ...row, history };
  }

  getStudent(input: Input, caller: Caller): Promise<CenterChangeStudent> {
    return this.student(this.ds, keyOf(input, 'student_no'), caller);
  }

  async doAction(input: Input, caller: Caller): Promise<CenterChangeStudent> {
    const studentNo = keyOf(input, 'student_no');
    const lockVersion = lockVersionOf(input);
    const before = await this.student(this.ds, studentNo, caller);
    const values = input as FormValues;
    const result = validateCenterChange(values, tokyoDate(Date.now()), before.center_no);
    const errors: FieldMessages = formMessagesOf(result.errors);
    if (!errors.target_center_no) {
      const target = Number(values.target_center_no);
      const [known] = (await this.ds.query(
        `SELECT EXISTS (SELECT 1 FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" = $1) AS "center"`,
        [target],
      )) as { center: boolean }[];
      if (!known.center) errors.target_center_no = [{ key: 'masters.c20101.centerUnknown', params: {} }];
      else if (!may(caller, target)) errors.target_center_no = [{ key: 'masters.c20101.centerNotAuthorised', params: {} }];
    }
    if (Object.keys(errors).length) throw validationError(errors);
    const target = Number(values.target_center_no);
    const date = String(values.schedule_date);
    return this.ds.transaction(async (tx) => {
      const row = await updateWithLock<{ lock_version: number }>(tx, {
        schema: 'masters',
        table: 'student',
        key: { student_no: studentNo },
        lockVersion,
        values: { center_no: target },
      });
      await tx.query(
        `INSERT INTO "masters"."student_center_change" ("student_no", "schedule_date", "from_center_no", "to_center_no", "version", "changed_by_user_no")
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [studentNo, date, before.center_no, target, row.lock_version, caller.userNo],
      );
      await writeEvent(tx, 'StudentCenterChanged', {
        version: row.lock_version,
        student_no: studentNo,
        center_no: target,
        previous_center_no: before.center_no,
        schedule_date: date,
      });
      return this.student(tx, studentNo, { ...caller, centerNos: null });
    });
  }
}
