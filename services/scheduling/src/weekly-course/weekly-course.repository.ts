import { Injectable } from '@nestjs/common';
import {
  type LessonRefRow,
  type WeeklyCancelRecord,
  type WeeklyEntryRecord,
  type WeeklyEntryView,
  type WeeklyLessonRecord,
} from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

export type StudentRow = { student_no: number; center_no: number; school_year_code: number | null };
export type OccupiedRow = { schedule_no: number; schedule_date: string; time_limit_no: number };
export type NewWeeklyEntry = Omit<WeeklyEntryRecord, 'weekly_entry_no' | 'lock_version' | 'updated_at'> & {
  created_by_user_no: number | null;
};
export type NewLesson = {
  schedule_date: string;
  dayofweek_code: number;
  course_setting_no: number;
};
// A created or cancelled lesson as the events need it.
export type CourseLessonRow = WeeklyLessonRecord & LessonRefRow;

const ENTRY = `SELECT w."weekly_entry_no", w."student_no", w."center_no", w."dayofweek_code", w."time_limit_no",
  w."time_division", w."subject_no", w."capacity", w."weeks",
  to_char(w."course_start_date", 'YYYY-MM-DD') AS "course_start_date",
  to_char(w."course_end_date", 'YYYY-MM-DD') AS "course_end_date", w."lock_version", w."updated_at"
  FROM "scheduling"."weekly_entry" w`;
const LESSON_COLUMNS = `"schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "teacher_no",
  "cancel_flag", "lock_version", "center_no", "original_center_no", "student_no", "subject_no"`;
const CANCEL_COLUMNS = `"cancel_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "conflict_schedule_no"`;

// C30101_doSubmit's weekly courses (t1030): the course rows, the lessons they create and cancel, and
// the weeks they skipped (t3015).
@Injectable()
export class WeeklyCourseRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  // The student as the projection has them now, locked: a concurrent center move waits, and so does
  // another weekly submit for the student (it then sees these lessons as occupied).
  async student(tx: EntityManager, studentNo: number): Promise<StudentRow | undefined> {
    const [row] = (await tx.query(
      `SELECT "student_no", "center_no", "school_year_code" FROM "scheduling"."student_projection"
        WHERE "student_no" = $1 FOR UPDATE`,
      [studentNo],
    )) as StudentRow[];
    return row;
  }

  // The student's center as the projection has it (no lock: a read).
  async studentCenter(studentNo: number): Promise<number | undefined> {
    const [row] = (await this.ds.query(`SELECT "center_no" FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [
      studentNo,
    ])) as { center_no: number }[];
    return row?.center_no;
  }

  // The student's courses still running: a lesson after today not cancelled, or an end after today
  // (a course without a lesson yet ends later too); oldest first.
  runningCourses(studentNo: number, today: string): Promise<WeeklyEntryView[]> {
    return this.ds.query(
      `SELECT w."weekly_entry_no", w."dayofweek_code", w."time_limit_no", w."subject_no", w."capacity", w."weeks",
              to_char(w."course_start_date", 'YYYY-MM-DD') AS "course_start_date",
              to_char(w."course_end_date", 'YYYY-MM-DD') AS "course_end_date", w."lock_version"
         FROM "scheduling"."weekly_entry" w
        WHERE w."student_no" = $1
          AND (w."course_end_date" > $2
               OR EXISTS (SELECT 1 FROM "scheduling"."lesson" l
                           WHERE l."weekly_entry_no" = w."weekly_entry_no" AND l."schedule_date" > $2 AND l."cancel_flag" = 0))
        ORDER BY w."course_start_date", w."time_limit_no", w."weekly_entry_no"`,
      [studentNo, today],
    );
  }

  // The student's lessons that are not cancelled, at any center (a student is in one lesson per half).
  occupied(studentNo: number, from: string, to: string, db: Queryable = this.ds): Promise<OccupiedRow[]> {
    return db.query(
      `SELECT "schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no"
         FROM "scheduling"."lesson"
        WHERE "student_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 AND "cancel_flag" = 0
        ORDER BY "schedule_date", "time_limit_no"`,
      [studentNo, from, to],
    );
  }

  async insertEntry(tx: EntityManager, e: NewWeeklyEntry): Promise<number> {
    const [row] = (await tx.query(
      `INSERT INTO "scheduling"."weekly_entry" ("student_no", "center_no", "dayofweek_code", "time_limit_no", "time_division",
              "subject_no", "capacity", "weeks", "course_start_date", "course_end_date", "created_by_user_no")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING "weekly_entry_no"`,
      [
        e.student_no,
        e.center_no,
        e.dayofweek_code,
        e.time_limit_no,
        e.time_division,
        e.subject_no,
        e.capacity,
        e.weeks,
        e.course_start_date,
        e.course_end_date,
        e.created_by_user_no,
      ],
    )) as { weekly_entry_no: number }[];
    return row.weekly_entry_no;
  }

  async entry(weeklyEntryNo: number, db: Queryable = this.ds): Promise<WeeklyEntryRecord | undefined> {
    const [row] = (await db.query(`${ENTRY} WHERE w."weekly_entry_no" = $1`, [weeklyEntryNo])) as WeeklyEntryRecord[];
    return row;
  }

  async lockEntry(tx: EntityManager, weeklyEntryNo: number): Promise<WeeklyEntryRecord | undefined> {
    const [row] = (await tx.query(`${ENTRY} WHERE w."weekly_entry_no" = $1 FOR UPDATE`, [weeklyEntryNo])) as WeeklyEntryRecord[];
    return row;
  }

  // One unassigned regular lesson per date (schedule_datetime: the slot's start in Asia/Tokyo; a
  // late-night start such as 24:00 falls on the next calendar day).
  insertLessons(tx: EntityManager, entry: WeeklyEntryRecord, schoolYear: number | null, lessons: readonly NewLesson[]) {
    return tx.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
              "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "class_type", "change_flag",
              "school_year_code", "dayofweek_code", "weekly_entry_no")
       SELECT d, (d + s."start_time"::interval) AT TIME ZONE 'Asia/Tokyo', s."time_limit_no", s."time_division", $3,
              0, $4, c, $5, $6, 1, 0, $7, w, $8
         FROM unnest($1::date[], $9::smallint[], $10::smallint[]) AS x(d, w, c)
         JOIN "scheduling"."time_slot" s ON s."time_limit_no" = $2
        ORDER BY d
       RETURNING ${LESSON_COLUMNS}`,
      [
        lessons.map((l) => l.schedule_date),
        entry.time_limit_no,
        entry.student_no,
        entry.center_no,
        entry.subject_no,
        entry.capacity,
        schoolYear,
        entry.weekly_entry_no,
        lessons.map((l) => l.dayofweek_code),
        lessons.map((l) => l.course_setting_no),
      ],
    ) as Promise<CourseLessonRow[]>;
  }

  insertCancels(
    tx: EntityManager,
    entry: WeeklyEntryRecord,
    cancels: readonly { schedule_date: string; conflict_schedule_no: number | null }[],
  ): Promise<WeeklyCancelRecord[]> {
    if (!cancels.length) return Promise.resolve([]);
    return tx.query(
      `INSERT INTO "scheduling"."lesson_cancel" ("weekly_entry_no", "student_no", "center_no", "schedule_date", "time_limit_no",
              "conflict_schedule_no")
       SELECT $1, $2, $3, d, $4, c FROM unnest($5::date[], $6::int[]) AS x(d, c) ORDER BY d
       RETURNING ${CANCEL_COLUMNS}`,
      [
        entry.weekly_entry_no,
        entry.student_no,
        entry.center_no,
        entry.time_limit_no,
        cancels.map((c) => c.schedule_date),
        cancels.map((c) => c.conflict_schedule_no),
      ],
    );
  }

  // The course's lessons after today that are not cancelled yet, locked to be cancelled.
  comingLessons(tx: EntityManager, weeklyEntryNo: number, today: string): Promise<CourseLessonRow[]> {
    return tx.query(
      `SELECT ${LESSON_COLUMNS} FROM "scheduling"."lesson"
        WHERE "weekly_entry_no" = $1 AND "schedule_date" > $2 AND "cancel_flag" = 0
        ORDER BY "schedule_no" FOR UPDATE`,
      [weeklyEntryNo, today],
    );
  }

  // (typeorm answers an UPDATE with [rows, count])
  async cancelLessons(tx: EntityManager, scheduleNos: readonly number[]): Promise<CourseLessonRow[]> {
    if (!scheduleNos.length) return [];
    const [rows] = (await tx.query(
      `UPDATE "scheduling"."lesson" SET "cancel_flag" = 1, "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "schedule_no" = ANY($1::int[])
       RETURNING ${LESSON_COLUMNS}`,
      [scheduleNos],
    )) as [CourseLessonRow[], number];
    return rows.sort((a, b) => a.schedule_date.localeCompare(b.schedule_date));
  }

  // The date of the course's last lesson it keeps (on or before today, not cancelled), if any.
  async lastKeptDate(tx: EntityManager, weeklyEntryNo: number, today: string): Promise<string | null> {
    const [row] = (await tx.query(
      `SELECT to_char(max("schedule_date"), 'YYYY-MM-DD') AS "last" FROM "scheduling"."lesson"
        WHERE "weekly_entry_no" = $1 AND "schedule_date" <= $2 AND "cancel_flag" = 0`,
      [weeklyEntryNo, today],
    )) as { last: string | null }[];
    return row?.last ?? null;
  }

  // Ends the course (the row is locked and its lock_version checked by the caller); the weeks it no
  // longer covers lose their cancel rows.
  async endCourse(tx: EntityManager, weeklyEntryNo: number, courseEndDate: string | null, today: string): Promise<void> {
    await tx.query(
      `UPDATE "scheduling"."weekly_entry" SET "course_end_date" = $2, "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "weekly_entry_no" = $1`,
      [weeklyEntryNo, courseEndDate],
    );
    await tx.query(`DELETE FROM "scheduling"."lesson_cancel" WHERE "weekly_entry_no" = $1 AND "schedule_date" > $2`, [
      weeklyEntryNo,
      today,
    ]);
  }
}
