import { Inject, Injectable } from '@nestjs/common';
import { type LessonCenterMovedEvent, type MovingLessons, type StudentCenterChangedEvent } from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { type CellRef } from '../entry-cell/entry-cell.repository';

type Queryable = Pick<EntityManager, 'query'>;

// A lesson a center change moved: LessonCenterMoved's fields, user_no aside.
export type MovedLesson = Omit<LessonCenterMovedEvent, 'user_no'>;

// A lesson's home center: where it is held, or where it was transferred from.
const HOME = `(CASE WHEN l."original_center_no" > 0 THEN l."original_center_no" ELSE l."center_no" END)`;

// The student's lessons from the date on (not yet held) whose home is not the newest change's
// center ($1 student, $2 date), and where each is to be held (see student-center-move.apply.ts).
const PLACED = `target AS (
         SELECT l."schedule_no", m."center_no" AS "home"
           FROM "scheduling"."lesson" l
           CROSS JOIN LATERAL (SELECT c."center_no" FROM "scheduling"."student_center_move" c
              WHERE c."student_no" = l."student_no" AND c."schedule_date" <= l."schedule_date"
              ORDER BY c."version" DESC LIMIT 1) m
          WHERE l."student_no" = $1 AND l."schedule_date" >= $2 AND l."attendance_distinction" = 0 AND m."center_no" <> ${HOME}),
       placed AS (
         SELECT l."schedule_no", t."home",
                CASE WHEN l."original_center_no" > 0 AND l."center_no" <> t."home" THEN l."center_no" ELSE t."home" END AS "center_no"
           FROM "scheduling"."lesson" l JOIN target t ON t."schedule_no" = l."schedule_no")`;

// C20301 on the scheduling side: every query of the preview and of the move of a student's lessons.
// Injected over the DataSource for the preview; built over the event's transaction for the move.
@Injectable()
export class CenterMoveRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  async studentCenter(studentNo: number): Promise<number | undefined> {
    const [student] = (await this.db.query(`SELECT "center_no" FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [
      studentNo,
    ])) as { center_no: number }[];
    return student?.center_no;
  }

  // The student's lessons from the date on not yet held nor cancelled, and how many have a teacher at home.
  async movingLessons(studentNo: number, date: string): Promise<MovingLessons> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS "lessons",
              count(*) FILTER (WHERE "teacher_no" > 0 AND "original_center_no" = 0)::int AS "assigned",
              to_char(min("schedule_date"), 'YYYY-MM-DD') AS "first_date", to_char(max("schedule_date"), 'YYYY-MM-DD') AS "last_date"
         FROM "scheduling"."lesson" WHERE "student_no" = $1 AND "schedule_date" >= $2 AND "attendance_distinction" = 0
          AND "cancel_flag" = 0`,
      [studentNo, date],
    )) as MovingLessons[];
    return row;
  }

  // One student's changes apply one at a time, whichever replica takes them.
  async lockStudentMoves(studentNo: number): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('scheduling.student_center_move'), $1)`, [studentNo]);
  }

  async insertMove(e: StudentCenterChangedEvent): Promise<void> {
    await this.db.query(
      `INSERT INTO "scheduling"."student_center_move" ("student_no", "version", "schedule_date", "center_no", "previous_center_no")
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [e.student_no, e.version, e.schedule_date, e.center_no, e.previous_center_no],
    );
  }

  // Locks the student's lessons from the date on not yet held (key order): the lessons a move may
  // change, locked before their cells as every writer does (entry-cell.repository.ts).
  async lockStudentLessons(studentNo: number, date: string): Promise<void> {
    await this.db.query(
      `SELECT 1 FROM "scheduling"."lesson"
        WHERE "student_no" = $1 AND "schedule_date" >= $2 AND "attendance_distinction" = 0
        ORDER BY "schedule_no" FOR UPDATE`,
      [studentNo, date],
    );
  }

  // The cells (center, date, slot) the move takes lessons out of and into: of each lesson not
  // cancelled whose center changes, the old and the new center. Their remaining teacher counts change.
  movingCells(studentNo: number, date: string): Promise<CellRef[]> {
    return this.db.query(
      `WITH ${PLACED}
       SELECT c."center_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."time_limit_no"
         FROM "scheduling"."lesson" l JOIN placed p ON p."schedule_no" = l."schedule_no"
         CROSS JOIN LATERAL (VALUES (l."center_no"), (p."center_no")) c("center_no")
        WHERE l."cancel_flag" = 0 AND p."center_no" <> l."center_no"
        ORDER BY 1, 2, 3`,
      [studentNo, date],
    ) as Promise<CellRef[]>;
  }

  // Places each of the student's lessons from the date on (not yet held) at the center of the newest
  // recorded change dated on or before it; returns each moved lesson as it is now, with the center
  // and teacher it had (see student-center-move.apply.ts).
  async placeStudentLessons(studentNo: number, date: string): Promise<MovedLesson[]> {
    // an UPDATE … RETURNING answers [rows, count]
    const [rows] = (await this.db.query(
      `WITH ${PLACED}
       UPDATE "scheduling"."lesson" l SET
              "center_no" = p."center_no",
              "original_center_no" = CASE WHEN p."center_no" <> p."home" THEN p."home" ELSE 0 END,
              "teacher_no" = CASE WHEN p."center_no" <> l."center_no" THEN 0 ELSE l."teacher_no" END,
              "classroom_no" = CASE WHEN p."center_no" <> l."center_no" THEN NULL ELSE l."classroom_no" END,
              "lock_version" = l."lock_version" + 1, "updated_at" = now()
         FROM placed p, "scheduling"."lesson" was
        WHERE p."schedule_no" = l."schedule_no" AND was."schedule_no" = l."schedule_no"
       RETURNING l."schedule_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."time_limit_no", l."center_no",
                 l."student_no", l."subject_no", l."lock_version", l."teacher_no", l."original_center_no",
                 was."center_no" AS "previous_center_no", was."teacher_no" AS "previous_teacher_no"`,
      [studentNo, date],
    )) as [MovedLesson[], number];
    return rows;
  }
}
