import { Injectable } from '@nestjs/common';
import { type EntryRecord, type EntryStatus, type LessonChangeRecord, type LessonRefRow } from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

export type SlotRow = { time_limit_no: number; time_group: number; time_division: number; start_time: string; end_time: string };
// The lesson a change application moves, as it is now (locked).
export type ChangeLessonRow = {
  schedule_no: number;
  student_no: number;
  center_no: number;
  schedule_date: string;
  time_limit_no: number;
  teacher_no: number;
  subject_no: number;
  capacity: 1 | 2;
  class_type: number;
  cancel_flag: number;
  attendance_distinction: number;
  lock_version: number;
  // whether its start time has passed
  past: boolean;
};
// An application to take back (locked), with its lesson.
export type LockedEntryRow = Pick<
  EntryRecord,
  'entry_schedule_no' | 'entry_type' | 'student_no' | 'status' | 'applied_role' | 'lock_version' | 'schedule_no'
> & { lesson_cancelled: boolean; lesson_past: boolean };
// An application as it is written: the record but what the database gives it.
export type EntryInsert = Omit<EntryRecord, 'entry_schedule_no' | 'status' | 'schedule_no' | 'lock_version' | 'updated_at'>;
export type LessonInsert = {
  entry_schedule_no: number;
  student_no: number;
  center_no: number;
  schedule_date: string;
  time_limit_no: number;
  subject_no: number;
  capacity: 1 | 2;
  class_type: number;
  course_setting_no: number;
};
export type LessonMove = {
  schedule_no: number;
  entry_schedule_no: number;
  center_no: number;
  schedule_date: string;
  time_limit_no: number;
};
// A lesson as the events name it after the write.
export type WrittenLesson = LessonRefRow & { teacher_no: number; capacity: number };
export type LessonChangeInsert = Omit<LessonChangeRecord, 'change_no' | 'entry_schedule_no' | 'lock_version'> & {
  entry_schedule_no: number;
  previous_teacher_no: number;
  changed_by_user_no: number | null;
};

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const LESSON_OUT = `"schedule_no", ${day('"schedule_date"')} AS "schedule_date", "time_limit_no", "center_no",
  "original_center_no", "student_no", "subject_no", "teacher_no", "capacity", "lock_version"`;

// The lesson's start in Tokyo from its date and slot; an interval, since late-night slots start past
// 24:00 of the lesson's date ('24:50').
const LESSON_TIME = (date: string, slot: string) => `((${date})::date + (SELECT t."start_time" FROM "scheduling"."time_slot" t
  WHERE t."time_limit_no" = ${slot})::interval) AT TIME ZONE 'Asia/Tokyo'`;

// C30101_submit (issue 24): applications (t1031), the lessons they create or move, changes (t3013)
// and not-attended days (t1032). The cells' lock rows are the entry-cell feature's.
@Injectable()
export class ApplicationRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  timeSlots(db: Queryable = this.ds): Promise<SlotRow[]> {
    return db.query(
      `SELECT "time_limit_no", "time_group", "time_division", "start_time", "end_time" FROM "scheduling"."time_slot" ORDER BY 1`,
    );
  }

  async seminarName(seminarCalendarNo: number, db: Queryable = this.ds): Promise<string | null> {
    const [row] = (await db.query(`SELECT "seminar_name" FROM "scheduling"."seminar_calendar" WHERE "seminar_calendar_no" = $1`, [
      seminarCalendarNo,
    ])) as { seminar_name: string }[];
    return row?.seminar_name ?? null;
  }

  // The student's center now, the projection row held (FOR SHARE) to the commit: a C20301 move, whose
  // projection update comes before its lessons, waits for the submit, or the submit for the move.
  async lockStudentCenter(tx: EntityManager, studentNo: number): Promise<number | undefined> {
    const [row] = (await tx.query(`SELECT "center_no" FROM "scheduling"."student_projection" WHERE "student_no" = $1 FOR SHARE`, [
      studentNo,
    ])) as { center_no: number }[];
    return row?.center_no;
  }

  async lockLesson(tx: EntityManager, scheduleNo: number): Promise<ChangeLessonRow | undefined> {
    const [row] = (await tx.query(
      `SELECT "schedule_no", "student_no", "center_no", ${day('"schedule_date"')} AS "schedule_date", "time_limit_no", "teacher_no",
              "subject_no", "capacity", "class_type", "cancel_flag", "attendance_distinction", "lock_version",
              "schedule_datetime" <= now() AS "past"
         FROM "scheduling"."lesson" WHERE "schedule_no" = $1 FOR UPDATE`,
      [scheduleNo],
    )) as ChangeLessonRow[];
    return row;
  }

  // The student's lessons (not cancelled) in any of these halves of the date, but the one being moved.
  async studentBusy(
    studentNo: number,
    date: string,
    timeLimitNo: number,
    exceptScheduleNo: number,
    db: Queryable = this.ds,
  ): Promise<boolean> {
    const rows = (await db.query(
      `SELECT 1 FROM "scheduling"."lesson" l
        WHERE l."student_no" = $1 AND l."schedule_date" = $2 AND l."cancel_flag" = 0 AND l."schedule_no" <> $4
          AND "scheduling"."lesson_halves"(l."time_limit_no") && "scheduling"."lesson_halves"($3)
        LIMIT 1`,
      [studentNo, date, timeLimitNo, exceptScheduleNo],
    )) as unknown[];
    return rows.length > 0;
  }

  async insertEntry(tx: EntityManager, e: EntryInsert): Promise<number> {
    const [row] = (await tx.query(
      `INSERT INTO "scheduling"."entry" ("entry_type", "student_no", "center_no", "schedule_date", "time_limit_no", "subject_no",
          "capacity", "seminar_calendar_no", "original_schedule_no", "request_note", "applied_by_user_no", "applied_role")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING "entry_schedule_no"`,
      [
        e.entry_type,
        e.student_no,
        e.center_no,
        e.schedule_date,
        e.time_limit_no,
        e.subject_no,
        e.capacity,
        e.seminar_calendar_no,
        e.original_schedule_no,
        e.request_note,
        e.applied_by_user_no,
        e.applied_role,
      ],
    )) as { entry_schedule_no: number }[];
    return row.entry_schedule_no;
  }

  // The application's lesson, waiting for a teacher; class_count is the student's lessons so far
  // (as the demo school counts them), so a newcomer's first lessons show as such on the board.
  async insertLesson(tx: EntityManager, l: LessonInsert): Promise<WrittenLesson> {
    const [row] = (await tx.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
          "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "class_type", "class_count", "dayofweek_code",
          "entry_schedule_no")
       VALUES ($1::date, ${LESSON_TIME('$1', '$2')}, $2, $2 % 10, $3, 0, $4, $5, $6, $7, $8,
          (SELECT count(*) + 1 FROM "scheduling"."lesson" p WHERE p."student_no" = $3 AND p."cancel_flag" = 0 AND p."schedule_date" <= $1::date),
          extract(isodow FROM $1::date), $9)
       RETURNING ${LESSON_OUT}`,
      [
        l.schedule_date,
        l.time_limit_no,
        l.student_no,
        l.center_no,
        l.course_setting_no,
        l.subject_no,
        l.capacity,
        l.class_type,
        l.entry_schedule_no,
      ],
    )) as WrittenLesson[];
    return row;
  }

  // A change moves the lesson to the student's center, date and slot: it waits for a teacher again,
  // leaves any transfer and classroom behind, and is marked changed.
  async moveLesson(tx: EntityManager, m: LessonMove): Promise<WrittenLesson> {
    const [rows] = (await tx.query(
      `UPDATE "scheduling"."lesson" SET "schedule_date" = $2::date, "schedule_datetime" = ${LESSON_TIME('$2', '$3')},
              "time_limit_no" = $3, "time_division" = $3 % 10, "course_setting_no" = "course_setting_no" - "time_division" + $3 % 10,
              "dayofweek_code" = extract(isodow FROM $2::date), "teacher_no" = 0, "center_no" = $4, "original_center_no" = 0,
              "classroom_no" = NULL, "change_flag" = 1, "entry_schedule_no" = $5,
              "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "schedule_no" = $1
       RETURNING ${LESSON_OUT}`,
      [m.schedule_no, m.schedule_date, m.time_limit_no, m.center_no, m.entry_schedule_no],
    )) as [WrittenLesson[], number];
    return rows[0];
  }

  async insertLessonChange(tx: EntityManager, c: LessonChangeInsert): Promise<void> {
    await tx.query(
      `INSERT INTO "scheduling"."lesson_change" ("schedule_no", "entry_schedule_no", "student_no", "from_center_no", "from_date",
          "from_time_limit_no", "to_center_no", "to_date", "to_time_limit_no", "previous_teacher_no", "changed_by_user_no")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        c.schedule_no,
        c.entry_schedule_no,
        c.student_no,
        c.from_center_no,
        c.from_date,
        c.from_time_limit_no,
        c.to_center_no,
        c.to_date,
        c.to_time_limit_no,
        c.previous_teacher_no,
        c.changed_by_user_no,
      ],
    );
  }

  // The application's lessons are locked before the application: the order of the board's writes,
  // whose lesson updates change the application's status (entry_follows_lesson).
  async lockEntry(tx: EntityManager, entryScheduleNo: number): Promise<LockedEntryRow | undefined> {
    await tx.query(`SELECT 1 FROM "scheduling"."lesson" WHERE "entry_schedule_no" = $1 ORDER BY "schedule_no" FOR UPDATE`, [
      entryScheduleNo,
    ]);
    const [row] = (await tx.query(
      `SELECT e."entry_schedule_no", e."entry_type", e."student_no", e."status", e."applied_role", e."lock_version",
              l."schedule_no", coalesce(l."cancel_flag" = 1, true) AS "lesson_cancelled", coalesce(l."schedule_datetime" <= now(), false) AS "lesson_past"
         FROM "scheduling"."entry" e
         LEFT JOIN LATERAL (SELECT x."schedule_no", x."cancel_flag", x."schedule_datetime" FROM "scheduling"."lesson" x
                             WHERE x."entry_schedule_no" = e."entry_schedule_no" AND x."entry_schedule_no" > 0
                             ORDER BY x."cancel_flag", x."schedule_no" LIMIT 1) l ON true
        WHERE e."entry_schedule_no" = $1
          FOR UPDATE OF e`,
      [entryScheduleNo],
    )) as LockedEntryRow[];
    return row;
  }

  async setEntryStatus(tx: EntityManager, entryScheduleNo: number, status: EntryStatus): Promise<void> {
    await tx.query(
      `UPDATE "scheduling"."entry" SET "status" = $2, "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "entry_schedule_no" = $1`,
      [entryScheduleNo, status],
    );
  }

  // Cancels the lesson (the row stays, as the board's cancel keeps it) and returns it as it is now.
  async cancelLesson(tx: EntityManager, scheduleNo: number): Promise<WrittenLesson> {
    const [rows] = (await tx.query(
      `UPDATE "scheduling"."lesson" SET "cancel_flag" = 1, "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "schedule_no" = $1 RETURNING ${LESSON_OUT}`,
      [scheduleNo],
    )) as [WrittenLesson[], number];
    return rows[0];
  }

  async notAttendedOn(studentNo: number, date: string, db: Queryable = this.ds): Promise<boolean> {
    const rows = (await db.query(`SELECT 1 FROM "scheduling"."not_attended" WHERE "student_no" = $1 AND "schedule_date" = $2`, [
      studentNo,
      date,
    ])) as unknown[];
    return rows.length > 0;
  }

  async insertNotAttended(
    tx: EntityManager,
    row: { student_no: number; schedule_date: string; remarks: string | null; created_by_user_no: number | null },
  ): Promise<number> {
    const [added] = (await tx.query(
      `INSERT INTO "scheduling"."not_attended" ("student_no", "schedule_date", "remarks", "created_by_user_no")
       VALUES ($1, $2, $3, $4) RETURNING "not_attended_no"`,
      [row.student_no, row.schedule_date, row.remarks, row.created_by_user_no],
    )) as { not_attended_no: number }[];
    return added.not_attended_no;
  }

  async deleteNotAttended(tx: EntityManager, notAttendedNo: number): Promise<void> {
    await tx.query(`DELETE FROM "scheduling"."not_attended" WHERE "not_attended_no" = $1`, [notAttendedNo]);
  }
}
