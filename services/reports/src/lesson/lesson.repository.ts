import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

// The lesson as an event leaves it: the event's lesson, with what the event changes (null: kept).
export type LessonCopyUpsert = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  student_no: number;
  subject_no: number | null;
  teacher_no: number | null;
  cancelled: boolean | null;
  version: number;
};

// The queries of the reports service's copy of scheduling's lessons, run in the consumer's transaction.
@Injectable()
export class LessonRepository {
  // Adds the lesson, or takes the event's state when it is newer than the version the copy holds;
  // null when the copy already had that version or a later one. A lesson first seen without a subject
  // gets unknownSubjectNo.
  async upsertNewer(
    l: LessonCopyUpsert,
    unknownSubjectNo: number,
    db: Db,
  ): Promise<{ teacher_no: number; center_no: number } | null> {
    const [row] = (await db.query(
      `INSERT INTO "reports"."lesson" AS l ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no",
          "teacher_no", "cancelled", "version")
       VALUES ($1, $2, $3, $4, $5, coalesce($6::int, $10::int), coalesce($7, 0), coalesce($8, false), $9)
       ON CONFLICT ("schedule_no") DO UPDATE SET "schedule_date" = EXCLUDED."schedule_date", "time_limit_no" = EXCLUDED."time_limit_no",
          "center_no" = EXCLUDED."center_no", "student_no" = EXCLUDED."student_no", "subject_no" = coalesce($6::int, l."subject_no"),
          "teacher_no" = coalesce($7, l."teacher_no"), "cancelled" = coalesce($8, l."cancelled"),
          "version" = EXCLUDED."version", "updated_at" = now()
        WHERE l."version" < EXCLUDED."version"
       RETURNING "teacher_no", "center_no"`,
      [
        l.schedule_no,
        l.schedule_date,
        l.time_limit_no,
        l.center_no,
        l.student_no,
        l.subject_no,
        l.teacher_no,
        l.cancelled,
        l.version,
        unknownSubjectNo,
      ],
    )) as { teacher_no: number; center_no: number }[];
    return row ?? null;
  }

  // The lesson's report, when there is one, names the lesson's teacher and center.
  async updateReportPeople(scheduleNo: number, teacherNo: number, centerNo: number, db: Db): Promise<void> {
    await db.query(
      `UPDATE "reports"."lesson_report" SET "teacher_no" = $2, "center_no" = $3, "updated_at" = now()
        WHERE "schedule_no" = $1 AND ("teacher_no", "center_no") IS DISTINCT FROM ($2, $3)`,
      [scheduleNo, teacherNo, centerNo],
    );
  }
}
