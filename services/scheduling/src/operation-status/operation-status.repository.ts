import { Injectable } from '@nestjs/common';
import { type M00501CalendarState, type M00501Lesson, type M00501Period } from '@school/contracts';
import { type ZoomMeetingValues } from '@school/domain';
import { DataSource, type EntityManager } from 'typeorm';

export type CalendarRow = M00501CalendarState & { schedule_date: string };
export type TeacherCountRow = { schedule_date: string; period: number; teacher_count: number };
export type LessonCountRow = {
  schedule_date: string;
  period: number;
  classroom_no: number | null;
  lesson_count: number;
  unassigned_count: number;
};

// M00501 reads: a center's week in a few aggregate queries (no entity hydration). A period is a
// time group (time_limit_no / 10); its 40-minute halves count towards it. Dates leave as
// 'YYYY-MM-DD' civil dates.
const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const PERIODS_SQL = `SELECT "time_limit_no", "label", "start_time", "end_time", "late_night_flag"
  FROM "scheduling"."time_slot" WHERE "time_division" = 0 ORDER BY "sort_order", "time_limit_no"`;

// $1 center, $2 first date, $3 last date
const CALENDAR_SQL = `SELECT ${DAY('"schedule_date"')} AS "schedule_date", "closed_flag", "tstart_ime_limit_no",
    "end_time_limit_no", "remarks"
  FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`;

// Teachers who can teach (work_flag 1) at the center in either half of the period.
const TEACHER_COUNTS_SQL = `SELECT ${DAY('"schedule_date"')} AS "schedule_date", ("time_limit_no" / 10) * 10 AS "period",
    count(DISTINCT "teacher_no")::int AS "teacher_count"
  FROM "scheduling"."teacher_schedule"
  WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 AND "work_flag" = 1
  GROUP BY 1, 2`;

const LESSON_COUNTS_SQL = `SELECT ${DAY('"schedule_date"')} AS "schedule_date", ("time_limit_no" / 10) * 10 AS "period",
    "classroom_no", count(*)::int AS "lesson_count", (count(*) FILTER (WHERE "teacher_no" = 0))::int AS "unassigned_count"
  FROM "scheduling"."lesson"
  WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 AND "cancel_flag" = 0
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, "classroom_no" NULLS LAST`;

const LESSON_COLUMNS = `l."schedule_no", ${DAY('l."schedule_date"')} AS "schedule_date", l."time_limit_no",
    ts."label" AS "slot_label", l."classroom_no",
    l."student_no", s."student_name", l."teacher_no", t."teacher_name", l."subject_no",
    l."zoom_url", l."zoom_meeting_id", l."zoom_passcode", l."lock_version"
  FROM "scheduling"."lesson" l
  JOIN "scheduling"."time_slot" ts ON ts."time_limit_no" = l."time_limit_no"
  LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = l."student_no"
  LEFT JOIN "scheduling"."teacher_projection" t ON t."teacher_no" = l."teacher_no"`;
const LESSON_ORDER = `ORDER BY l."schedule_date", l."time_limit_no", l."classroom_no" NULLS LAST, l."schedule_no"`;

const WEEK_LESSONS_SQL = `SELECT ${LESSON_COLUMNS}
  WHERE l."center_no" = $1 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0 ${LESSON_ORDER}`;

// $1 schedule_no[]
const LESSONS_BY_NO_SQL = `SELECT ${LESSON_COLUMNS} WHERE l."schedule_no" = ANY($1::int[]) ${LESSON_ORDER}`;

// Each listed lesson only at the lock_version it was read with, and only at the center named.
// $1 center, $2 url, $3 meeting id, $4 passcode, $5 schedule_no[], $6 lock_version[]
const SET_ZOOM_SQL = `WITH changed AS (
    UPDATE "scheduling"."lesson" l
       SET "zoom_url" = $2, "zoom_meeting_id" = $3, "zoom_passcode" = $4,
           "lock_version" = l."lock_version" + 1, "updated_at" = now()
      FROM unnest($5::int[], $6::int[]) AS t("schedule_no", "lock_version")
     WHERE l."schedule_no" = t."schedule_no" AND l."lock_version" = t."lock_version" AND l."center_no" = $1
    RETURNING l."schedule_no")
  SELECT * FROM changed`;

// $1 center, $2 schedule_no[]: how many of the lessons are at the center at all
const LESSONS_AT_CENTER_SQL = `SELECT count(*)::int AS "count" FROM "scheduling"."lesson"
  WHERE "center_no" = $1 AND "schedule_no" = ANY($2::int[])`;

@Injectable()
export class OperationStatusRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  periods(): Promise<M00501Period[]> {
    return this.ds.query(PERIODS_SQL) as Promise<M00501Period[]>;
  }

  calendar(centerNo: number, start: string, end: string): Promise<CalendarRow[]> {
    return this.ds.query(CALENDAR_SQL, [centerNo, start, end]) as Promise<CalendarRow[]>;
  }

  teacherCounts(centerNo: number, start: string, end: string): Promise<TeacherCountRow[]> {
    return this.ds.query(TEACHER_COUNTS_SQL, [centerNo, start, end]) as Promise<TeacherCountRow[]>;
  }

  lessonCounts(centerNo: number, start: string, end: string): Promise<LessonCountRow[]> {
    return this.ds.query(LESSON_COUNTS_SQL, [centerNo, start, end]) as Promise<LessonCountRow[]>;
  }

  weekLessons(centerNo: number, start: string, end: string): Promise<M00501Lesson[]> {
    return this.ds.query(WEEK_LESSONS_SQL, [centerNo, start, end]) as Promise<M00501Lesson[]>;
  }

  // Returns the schedule_no of each lesson changed (those still at their lock_version and at the center).
  async setZoomMeetingWithLock(
    tx: EntityManager,
    centerNo: number,
    meeting: ZoomMeetingValues,
    targets: { schedule_no: number; lock_version: number }[],
  ): Promise<number> {
    const changed = (await tx.query(SET_ZOOM_SQL, [
      centerNo,
      meeting.zoom_url,
      meeting.zoom_meeting_id,
      meeting.zoom_passcode,
      targets.map((t) => t.schedule_no),
      targets.map((t) => t.lock_version),
    ])) as unknown[];
    return changed.length;
  }

  async countLessonsAtCenter(tx: EntityManager, centerNo: number, scheduleNos: number[]): Promise<number> {
    const [{ count }] = (await tx.query(LESSONS_AT_CENTER_SQL, [centerNo, scheduleNos])) as { count: number }[];
    return count;
  }

  lessonsByNo(tx: EntityManager, scheduleNos: number[]): Promise<M00501Lesson[]> {
    return tx.query(LESSONS_BY_NO_SQL, [scheduleNos]) as Promise<M00501Lesson[]>;
  }
}
