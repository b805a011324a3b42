import { Injectable } from '@nestjs/common';
import { type DistributeDateState, type LessonRefRow, type UnplacedLesson } from '@school/contracts';
import { type DistributeDay, type DistributeLesson } from '@school/domain';
import { DataSource, type EntityManager } from 'typeorm';

// C40101_distribute's reads and writes of one center's date, inside the date's transaction.

const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

// LOCK_LESSONS_SQL and DAY_SQL are exported for `npm run bench -- assign`, which reads the solver's days
// with the service's own statements.

// $1 center, $2 date: the lessons to place — unassigned, not cancelled, not touched by hand — locked
// in schedule_no order; one the board holds right now is skipped (it is being assigned by hand).
export const LOCK_LESSONS_SQL = `SELECT "schedule_no" FROM "scheduling"."lesson"
  WHERE "center_no" = $1 AND "schedule_date" = $2 AND "teacher_no" = 0 AND "cancel_flag" = 0 AND "manual_flag" = 0
  ORDER BY "schedule_no" FOR UPDATE SKIP LOCKED`;

// $1 center, $2 date, $3 the locked lessons: the solver's day (DistributeDay) in one statement — the
// lessons with their students' subjects and NG teachers and the teacher of the student's latest
// earlier lesson of the same subject (the regular teacher); the teachers with a work shift at the
// center that day, their shifts there and their lessons that day at any center.
export const DAY_SQL = `WITH sh AS (
    SELECT "teacher_no", "time_limit_no" FROM "scheduling"."teacher_schedule"
     WHERE "center_no" = $1 AND "schedule_date" = $2 AND "work_flag" = 1)
  SELECT json_build_object(
    'lessons', COALESCE((SELECT json_agg(json_build_object('schedule_no', l."schedule_no",
        'schedule_date', ${DAY('l."schedule_date"')}, 'time_limit_no', l."time_limit_no", 'student_no', l."student_no",
        'teacher_no', l."teacher_no", 'center_no', l."center_no", 'original_center_no', l."original_center_no",
        'subject_no', l."subject_no", 'subject_type', l."subject_type", 'class_type', l."class_type",
        'class_count', l."class_count", 'change_flag', l."change_flag", 'teacher_request', l."teacher_request",
        'teacher_request_type', l."teacher_request_type", 'capacity', l."capacity", 'lock_version', l."lock_version",
        'subject_nos', COALESCE(s."subject_nos", '{}'), 'ng_teacher_nos', COALESCE(s."ng_teacher_nos", '{}'),
        'regular_teacher_no', (SELECT p."teacher_no" FROM "scheduling"."lesson" p
          WHERE p."student_no" = l."student_no" AND p."subject_no" = l."subject_no" AND p."teacher_no" > 0
            AND p."cancel_flag" = 0 AND (p."schedule_date", p."time_limit_no") < (l."schedule_date", l."time_limit_no")
          ORDER BY p."schedule_date" DESC, p."time_limit_no" DESC, p."schedule_no" DESC LIMIT 1))
        ORDER BY l."schedule_no")
      FROM "scheduling"."lesson" l LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = l."student_no"
      WHERE l."schedule_no" = ANY($3::int[])), '[]'::json),
    'teachers', COALESCE((SELECT json_agg(json_build_object('teacher_no', t."teacher_no", 'sex', t."sex",
        'teacher_type', t."teacher_type", 'subject_nos', t."subject_nos", 'status', t."status") ORDER BY t."teacher_no")
      FROM "scheduling"."teacher_projection" t WHERE t."teacher_no" IN (SELECT "teacher_no" FROM sh)), '[]'::json),
    'shifts', COALESCE((SELECT json_agg(json_build_object('teacher_no', "teacher_no", 'time_limit_no', "time_limit_no")
        ORDER BY "teacher_no", "time_limit_no") FROM sh), '[]'::json),
    'teacherLessons', COALESCE((SELECT json_agg(json_build_object('teacher_no', o."teacher_no",
        'time_limit_no', o."time_limit_no", 'capacity', o."capacity") ORDER BY o."schedule_no")
      FROM "scheduling"."lesson" o
      WHERE o."schedule_date" = $2 AND o."cancel_flag" = 0 AND o."teacher_no" IN (SELECT "teacher_no" FROM sh)), '[]'::json)
  ) AS "day"`;

// $1 lesson, $2 teacher, $3 the lock_version read: an automatic assignment (manual_flag 0), only of a
// lesson still as it was read. The database's guards (seats, the student's half, the shift) apply.
// (a WITH, so that the driver answers rows and not an UPDATE's [rows, count])
const ASSIGN_SQL = `WITH assigned AS (
    UPDATE "scheduling"."lesson"
       SET "teacher_no" = $2, "manual_flag" = 0, "lock_version" = "lock_version" + 1, "updated_at" = now()
     WHERE "schedule_no" = $1 AND "lock_version" = $3 AND "teacher_no" = 0 AND "manual_flag" = 0 AND "cancel_flag" = 0
    RETURNING "schedule_no", ${DAY('"schedule_date"')} AS "schedule_date", "time_limit_no", "center_no", "original_center_no",
      "student_no", "subject_no", "lock_version")
  SELECT * FROM assigned`;

// $1 'center:date': one distribute at a time per center and date (two runs never interleave), held to
// the end of the date's transaction.
const LOCK_DATE_SQL = `SELECT pg_advisory_xact_lock(hashtext('distribute'), hashtext($1))`;

// The date's last run (distribute_date_state), replaced by each run.
const SAVE_STATE_SQL = `INSERT INTO "scheduling"."distribute_date_state"
    ("center_no", "schedule_date", "run_by_user_no", "job_id", "placed", "warned", "unplaced")
  VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
  ON CONFLICT ("center_no", "schedule_date") DO UPDATE SET "last_run_at" = now(),
    "run_by_user_no" = EXCLUDED."run_by_user_no", "job_id" = EXCLUDED."job_id", "placed" = EXCLUDED."placed",
    "warned" = EXCLUDED."warned", "unplaced" = EXCLUDED."unplaced"`;

// $1 center, $2 first date, $3 last date: per date, its lessons assigned automatically / by hand /
// not at all (cancelled ones not counted) and its last run.
const STATES_SQL = `SELECT ${DAY('d."day"')} AS "schedule_date",
    COUNT(l."schedule_no") FILTER (WHERE l."teacher_no" > 0 AND l."manual_flag" = 0)::int AS "auto_count",
    COUNT(l."schedule_no") FILTER (WHERE l."teacher_no" > 0 AND l."manual_flag" = 1)::int AS "manual_count",
    COUNT(l."schedule_no") FILTER (WHERE l."teacher_no" = 0)::int AS "unassigned_count",
    CASE WHEN s."center_no" IS NULL THEN NULL ELSE json_build_object(
      'at', to_char(s."last_run_at" AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD"T"HH24:MI:SS"+09:00"'),
      'placed', s."placed", 'warned', s."warned", 'unplaced', s."unplaced") END AS "last_run"
  FROM generate_series($2::date, $3::date, interval '1 day') AS d("day")
  LEFT JOIN "scheduling"."lesson" l
    ON l."center_no" = $1 AND l."schedule_date" = d."day"::date AND l."cancel_flag" = 0
  LEFT JOIN "scheduling"."distribute_date_state" s ON s."center_no" = $1 AND s."schedule_date" = d."day"::date
  GROUP BY d."day", s."center_no", s."last_run_at", s."placed", s."warned", s."unplaced"
  ORDER BY d."day"`;

type StoredUnplaced = Omit<UnplacedLesson, 'message'>;
export type StoredDateState = Omit<DistributeDateState, 'last_run'> & {
  last_run: (Omit<NonNullable<DistributeDateState['last_run']>, 'unplaced'> & { unplaced: StoredUnplaced[] }) | null;
};

export type DistributeDayRows = Omit<DistributeDay, 'date' | 'lessons'> & {
  lessons: (DistributeLesson & { lock_version: number })[];
};

@Injectable()
export class DistributeRepository {
  constructor(private readonly ds: DataSource) {}

  // Locks the date's lessons to place and reads the solver's day for them.
  async lockDay(tx: EntityManager, centerNo: number, date: string): Promise<DistributeDayRows> {
    const locked = (await tx.query(LOCK_LESSONS_SQL, [centerNo, date])) as { schedule_no: number }[];
    const [row] = (await tx.query(DAY_SQL, [centerNo, date, locked.map((l) => l.schedule_no)])) as { day: DistributeDayRows }[];
    return row.day;
  }

  // The assigned lesson as its event names it, or null when it changed since it was read.
  async assign(tx: EntityManager, scheduleNo: number, teacherNo: number, lockVersion: number): Promise<LessonRefRow | null> {
    const [row] = (await tx.query(ASSIGN_SQL, [scheduleNo, teacherNo, lockVersion])) as LessonRefRow[];
    return row ?? null;
  }

  async lockDate(tx: EntityManager, centerNo: number, date: string): Promise<void> {
    await tx.query(LOCK_DATE_SQL, [`${centerNo}:${date}`]);
  }

  async saveState(
    tx: EntityManager,
    centerNo: number,
    run: { date: string; userNo: number; jobId: string; placed: number; warned: number; unplaced: StoredUnplaced[] },
  ): Promise<void> {
    await tx.query(SAVE_STATE_SQL, [
      centerNo,
      run.date,
      run.userNo,
      run.jobId,
      run.placed,
      run.warned,
      JSON.stringify(run.unplaced.map(({ schedule_no, reason }) => ({ schedule_no, reason }))),
    ]);
  }

  // the last runs' lessons left unplaced as stored: the reasons' keys, without their texts
  states(centerNo: number, start: string, end: string): Promise<StoredDateState[]> {
    return this.ds.query(STATES_SQL, [centerNo, start, end]) as Promise<StoredDateState[]>;
  }

  // A savepoint around one lesson's write: a guard's refusal undoes that lesson only.
  async savepoint<T>(tx: EntityManager, name: string, work: () => Promise<T>): Promise<T> {
    await tx.query(`SAVEPOINT "${name}"`);
    try {
      const result = await work();
      await tx.query(`RELEASE SAVEPOINT "${name}"`);
      return result;
    } catch (error) {
      await tx.query(`ROLLBACK TO SAVEPOINT "${name}"`);
      throw error;
    }
  }
}
