import { Injectable } from '@nestjs/common';
import {
  type C21101Lesson,
  type EntryRecord,
  type LessonCancelRecord,
  type LessonChangeRecord,
  type NotAttendedRecord,
  type SeminarPeriodView,
  type StudentHeader,
  type StudentLessonView,
  type StudentSearchRow,
} from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

// Dates leave as 'YYYY-MM-DD' civil dates, never as a Date shifted by the host's zone.
const day = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;

export type StudentCenterRow = { student_no: number; center_no: number };
// A lesson as C21101_getSchedule reads it, the meeting fields still whole.
export type StudentDayLessonRow = Omit<C21101Lesson, 'online'> & { online_room: boolean };

const SEMINAR = `SELECT s."seminar_calendar_no", s."seminar_name", s."fiscal_year",
  ${day('s."schedule_start_date"')} AS "schedule_start_date", ${day('s."schedule_end_date"')} AS "schedule_end_date",
  s."start_time_limit_no", s."end_time_limit_no",
  ${day('s."entry_start_date"')} AS "entry_start_date", ${day('s."entry_end_date"')} AS "entry_end_date"
  FROM "scheduling"."seminar_calendar" s`;
const SEMINAR_ORDER = `ORDER BY s."schedule_start_date", s."seminar_calendar_no"`;

const STUDENT = `SELECT s."student_no", s."student_name", s."student_namej", s."center_no", s."school_year_code",
  s."enrollment_status"::int AS "enrollment_status"
  FROM "scheduling"."student_projection" s`;

// The lesson an application created (or moved), none once it is taken back: the first one not
// cancelled (the one taking it back cancels). "> 0" lets the partial index lesson_entry serve.
export const entryLessonNo = (entry: string) => `(SELECT min(l."schedule_no") FROM "scheduling"."lesson" l
  WHERE l."entry_schedule_no" = ${entry}."entry_schedule_no" AND l."entry_schedule_no" > 0 AND l."cancel_flag" = 0)`;

const ENTRY_RECORD = `SELECT e."entry_schedule_no", e."entry_type"::int AS "entry_type", e."student_no", e."center_no",
  ${day('e."schedule_date"')} AS "schedule_date", e."time_limit_no", e."subject_no",
  e."capacity"::int AS "capacity", e."seminar_calendar_no", e."original_schedule_no", e."request_note",
  e."status", e."applied_by_user_no", e."applied_role"::int AS "applied_role", ${entryLessonNo('e')} AS "schedule_no",
  e."lock_version", e."updated_at"
  FROM "scheduling"."entry" e`;

const NOT_ATTENDED_RECORD = `SELECT n."not_attended_no", n."student_no", ${day('n."schedule_date"')} AS "schedule_date", n."remarks",
  n."lock_version"
  FROM "scheduling"."not_attended" n`;

// A student's rows, read by every feature of issue 24 (C30101, C30101Student, C30101_submit): the
// student, their lessons, applications, not-attended days, changes and cancels, and the seminar
// periods (T0060). The calendar, slots and cell counts are EntryCellRepository's.
@Injectable()
export class StudentRowsRepository {
  constructor(private readonly ds: DataSource) {}

  async student(studentNo: number): Promise<StudentHeader | undefined> {
    const [row] = (await this.ds.query(
      `SELECT s."student_no", s."student_name", s."student_namej", s."center_no", c."center_short_name",
              s."school_year_code", s."enrollment_status"::int AS "enrollment_status", s."subject_nos"
         FROM "scheduling"."student_projection" s
         LEFT JOIN "scheduling"."center_projection" c ON c."center_no" = s."center_no"
        WHERE s."student_no" = $1`,
      [studentNo],
    )) as StudentHeader[];
    return row;
  }

  async studentCenter(studentNo: number, db: Queryable = this.ds): Promise<StudentCenterRow | undefined> {
    const [row] = (await db.query(
      `SELECT "student_no", "center_no" FROM "scheduling"."student_projection" WHERE "student_no" = $1`,
      [studentNo],
    )) as StudentCenterRow[];
    return row;
  }

  // At most `limit` students of these centers (null: all), by enrollment status and a text on the
  // name, reading or number; `onlyStudentNo` narrows to one student (a student account's own).
  searchStudents(q: {
    centerNos: readonly number[] | null;
    classification: number | null;
    text: string | null;
    onlyStudentNo: number | null;
    limit: number;
  }): Promise<StudentSearchRow[]> {
    return this.ds.query(
      `${STUDENT}
        WHERE ($1::int[] IS NULL OR s."center_no" = ANY($1::int[]))
          AND ($2::int IS NULL OR s."enrollment_status" = $2)
          AND ($3::text IS NULL OR s."student_name" ILIKE $3 OR s."student_namej" ILIKE $3 OR s."student_no"::text = $4)
          AND ($5::int IS NULL OR s."student_no" = $5)
        ORDER BY s."student_namej", s."student_no"
        LIMIT $6`,
      [
        q.centerNos,
        q.classification,
        q.text === null ? null : `%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        q.text,
        q.onlyStudentNo,
        q.limit,
      ],
    ) as Promise<StudentSearchRow[]>;
  }

  seminarsOverlapping(from: string, to: string): Promise<SeminarPeriodView[]> {
    return this.ds.query(`${SEMINAR} WHERE s."schedule_start_date" <= $2 AND s."schedule_end_date" >= $1 ${SEMINAR_ORDER}`, [
      from,
      to,
    ]) as Promise<SeminarPeriodView[]>;
  }

  seminarsOfFiscalYear(fiscalYear: number): Promise<SeminarPeriodView[]> {
    return this.ds.query(`${SEMINAR} WHERE s."fiscal_year" = $1 ${SEMINAR_ORDER}`, [fiscalYear]) as Promise<SeminarPeriodView[]>;
  }

  // The seminars whose entry period contains the date.
  seminarsOpenForEntry(date: string): Promise<SeminarPeriodView[]> {
    return this.ds.query(`${SEMINAR} WHERE $1::date BETWEEN s."entry_start_date" AND s."entry_end_date" ${SEMINAR_ORDER}`, [
      date,
    ]) as Promise<SeminarPeriodView[]>;
  }

  // The seminars not yet over (their periods make the seminar range of SPEC §9).
  seminarsFrom(date: string, db: Queryable = this.ds): Promise<SeminarPeriodView[]> {
    return db.query(`${SEMINAR} WHERE s."schedule_end_date" >= $1 ${SEMINAR_ORDER}`, [date]) as Promise<SeminarPeriodView[]>;
  }

  lessons(studentNo: number, from: string, to: string): Promise<StudentLessonView[]> {
    return this.ds.query(
      `SELECT l."schedule_no", ${day('l."schedule_date"')} AS "schedule_date", l."time_limit_no", l."center_no",
              l."subject_no", l."capacity"::int AS "capacity", nullif(l."teacher_no", 0) AS "teacher_no",
              t."teacher_name", l."teacher_no" > 0 AS "assigned", l."cancel_flag" = 1 AS "cancelled",
              l."change_flag"::int AS "change_flag", nullif(l."entry_schedule_no", 0) AS "entry_schedule_no",
              nullif(l."weekly_entry_no", 0) AS "weekly_entry_no", l."lock_version"
         FROM "scheduling"."lesson" l
         LEFT JOIN "scheduling"."teacher_projection" t ON t."teacher_no" = l."teacher_no" AND l."teacher_no" > 0
        WHERE l."student_no" = $1 AND l."schedule_date" BETWEEN $2 AND $3
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no"`,
      [studentNo, from, to],
    ) as Promise<StudentLessonView[]>;
  }

  // C21101 / C21201: the student's lessons not cancelled, with the slot's times, the teacher, center
  // and classroom names and the meeting fields (the service decides what of the meeting is shown).
  dayLessons(studentNo: number, from: string, to: string): Promise<StudentDayLessonRow[]> {
    return this.ds.query(
      `SELECT l."schedule_no", ${day('l."schedule_date"')} AS "schedule_date", l."time_limit_no", s."label" AS "slot_label",
              s."start_time", s."end_time",
              t."teacher_name", l."subject_no", l."center_no", c."center_short_name" AS "center_name",
              r."classroom_name", coalesce(r."classroom_type" = 1, false) AS "online_room",
              l."zoom_url", l."zoom_meeting_id", l."zoom_passcode"
         FROM "scheduling"."lesson" l
         JOIN "scheduling"."time_slot" s ON s."time_limit_no" = l."time_limit_no"
         LEFT JOIN "scheduling"."teacher_projection" t ON t."teacher_no" = l."teacher_no" AND l."teacher_no" > 0
         LEFT JOIN "scheduling"."center_projection" c ON c."center_no" = l."center_no"
         LEFT JOIN "scheduling"."classroom_projection" r ON r."classroom_no" = l."classroom_no"
        WHERE l."student_no" = $1 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0
        ORDER BY l."schedule_date", s."start_time", l."time_limit_no", l."schedule_no"`,
      [studentNo, from, to],
    ) as Promise<StudentDayLessonRow[]>;
  }

  // The student's applications, with the lesson each created.
  entries(studentNo: number, from: string, to: string): Promise<EntryRecord[]> {
    return this.ds.query(
      `${ENTRY_RECORD} WHERE e."student_no" = $1 AND e."schedule_date" BETWEEN $2 AND $3
        ORDER BY e."schedule_date", e."time_limit_no", e."entry_schedule_no"`,
      [studentNo, from, to],
    ) as Promise<EntryRecord[]>;
  }

  async entriesByNo(entryScheduleNos: readonly number[], db: Queryable = this.ds): Promise<EntryRecord[]> {
    if (!entryScheduleNos.length) return [];
    return db.query(`${ENTRY_RECORD} WHERE e."entry_schedule_no" = ANY($1::int[]) ORDER BY 1`, [
      [...entryScheduleNos],
    ]) as Promise<EntryRecord[]>;
  }

  notAttended(studentNo: number, from: string, to: string): Promise<NotAttendedRecord[]> {
    return this.ds.query(
      `${NOT_ATTENDED_RECORD} WHERE n."student_no" = $1 AND n."schedule_date" BETWEEN $2 AND $3 ORDER BY n."schedule_date"`,
      [studentNo, from, to],
    ) as Promise<NotAttendedRecord[]>;
  }

  async notAttendedByNo(notAttendedNos: readonly number[], db: Queryable = this.ds): Promise<NotAttendedRecord[]> {
    if (!notAttendedNos.length) return [];
    return db.query(`${NOT_ATTENDED_RECORD} WHERE n."not_attended_no" = ANY($1::int[]) ORDER BY 1`, [
      [...notAttendedNos],
    ]) as Promise<NotAttendedRecord[]>;
  }

  async lockNotAttended(tx: EntityManager, notAttendedNo: number): Promise<NotAttendedRecord | undefined> {
    const [row] = (await tx.query(`${NOT_ATTENDED_RECORD} WHERE n."not_attended_no" = $1 FOR UPDATE`, [
      notAttendedNo,
    ])) as NotAttendedRecord[];
    return row;
  }

  // Changes moving a lesson from or to a date of the range.
  changes(studentNo: number, from: string, to: string): Promise<LessonChangeRecord[]> {
    return this.ds.query(
      `SELECT c."change_no", c."schedule_no", c."entry_schedule_no", c."student_no",
              c."from_center_no", ${day('c."from_date"')} AS "from_date", c."from_time_limit_no",
              c."to_center_no", ${day('c."to_date"')} AS "to_date", c."to_time_limit_no", c."lock_version"
         FROM "scheduling"."lesson_change" c
        WHERE c."student_no" = $1 AND (c."to_date" BETWEEN $2 AND $3 OR c."from_date" BETWEEN $2 AND $3)
        ORDER BY c."to_date", c."to_time_limit_no", c."change_no"`,
      [studentNo, from, to],
    ) as Promise<LessonChangeRecord[]>;
  }

  cancels(studentNo: number, from: string, to: string): Promise<LessonCancelRecord[]> {
    return this.ds.query(
      `SELECT c."cancel_no", c."weekly_entry_no", c."student_no", c."center_no", ${day('c."schedule_date"')} AS "schedule_date",
              c."time_limit_no", c."conflict_schedule_no", c."lock_version"
         FROM "scheduling"."lesson_cancel" c
        WHERE c."student_no" = $1 AND c."schedule_date" BETWEEN $2 AND $3
        ORDER BY c."schedule_date", c."time_limit_no", c."cancel_no"`,
      [studentNo, from, to],
    ) as Promise<LessonCancelRecord[]>;
  }
}
