import { Injectable } from '@nestjs/common';
import {
  type AppliedScheduleOutput,
  type BoardCalendarOutput,
  type BoardTeacher,
  type CourseStartDateOutput,
  type LessonLock,
  type LessonRefRow,
  type SelectedScheduleOutput,
  type TeacherScheduleLesson,
} from '@school/contracts';
import { type Lesson } from '@school/domain';
import { DataSource, type EntityManager } from 'typeorm';

// C40101 teacher-assignment board: every query of the board's reads and writes.

// The board reads: each call is one statement, its JSON built in PostgreSQL, never entity
// hydration. Exported for the board and rpc benchmarks, which run the same statements raw. Dates leave as 'YYYY-MM-DD' civil dates. $1 is always the center.
const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

// $1 center, $2 first date, $3 last date: the center's t0050 days and the day's periods
export const CALENDAR_SQL = `SELECT json_build_object(
    'days', COALESCE((SELECT json_agg(json_build_object('schedule_date', ${DAY('d."schedule_date"')},
        'closed_flag', d."closed_flag", 'tstart_ime_limit_no', d."tstart_ime_limit_no",
        'end_time_limit_no', d."end_time_limit_no", 'dayofweek_code', d."dayofweek_code", 'remarks', d."remarks")
        ORDER BY d."schedule_date")
      FROM "scheduling"."calendar_day" d
      WHERE d."center_no" = $1 AND d."schedule_date" BETWEEN $2 AND $3), '[]'::json),
    'periods', COALESCE((SELECT json_agg(json_build_object('time_limit_no', p."time_limit_no", 'label', p."label",
        'start_time', p."start_time", 'end_time', p."end_time") ORDER BY p."sort_order", p."time_limit_no")
      FROM "scheduling"."time_slot" p WHERE p."time_division" = 0), '[]'::json)) AS "calendar"`;

// Active and on-leave teachers working at the center (or only teacher $4: C11101), each with their shifts at the center: the
// center's shifts in the range are read in one index scan and grouped by teacher (a lookup per
// teacher read the center's whole range once per teacher: 10× slower at 200 teachers)
export const TEACHERS_SQL = `SELECT t."teacher_no", t."teacher_name", t."sex", t."teacher_type", t."subject_nos",
    COALESCE(s."shifts", '[]'::json) AS "shifts"
  FROM "scheduling"."teacher_projection" t
  LEFT JOIN (SELECT s."teacher_no", json_agg(json_build_object('schedule_date', ${DAY('s."schedule_date"')},
        'time_limit_no', s."time_limit_no", 'work_flag', s."work_flag") ORDER BY s."schedule_date", s."time_limit_no") AS "shifts"
      FROM "scheduling"."teacher_schedule" s
      WHERE s."center_no" = $1 AND s."schedule_date" BETWEEN $2 AND $3
      GROUP BY s."teacher_no") s ON s."teacher_no" = t."teacher_no"
  WHERE $1 = ANY(t."center_nos") AND t."status" <> 3 AND ($4::int IS NULL OR t."teacher_no" = $4)
  ORDER BY t."teacher_no"`;

// The center's lessons (cancelled ones stay as rows, off the board) and those transferred away from it (original_center_no), each a row of
// values with the lesson's own teacher request, and their students' names, subjects and NG teachers
// from the projection once each (BoardLessonRow, BoardStudent); $4 a teacher (C11101) or null (the board)
export const LESSONS_SQL = `WITH l AS (
    SELECT * FROM "scheduling"."lesson" l
    WHERE l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0 AND ($4::int IS NULL OR l."teacher_no" = $4)
      AND (l."center_no" = $1 OR (l."original_center_no" = $1 AND l."original_center_no" > 0)))
  SELECT json_build_object(
    'lessons', COALESCE((SELECT json_agg(json_build_array(l."schedule_no", ${DAY('l."schedule_date"')}, l."time_limit_no",
        l."student_no", l."teacher_no", l."center_no", l."original_center_no", l."classroom_no", l."course_setting_no",
        l."subject_no", l."subject_type", l."capacity", l."class_type", l."class_count", l."change_flag",
        l."teacher_request", l."teacher_request_type", l."attendance_distinction", l."lock_version",
        l."school_year_code")
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no") FROM l), '[]'::json),
    'students', COALESCE((SELECT json_agg(json_build_object('student_no', s."student_no", 'student_name', s."student_name",
        'sex', s."sex", 'subject_nos', s."subject_nos", 'ng_teacher_nos', s."ng_teacher_nos") ORDER BY s."student_no")
      FROM "scheduling"."student_projection" s WHERE s."student_no" IN (SELECT "student_no" FROM l)), '[]'::json)
  ) AS "applied"`;

// $1 center, $2 today: the first date from today with a lesson still to assign, else today
const COURSE_START_SQL = `SELECT ${DAY('COALESCE(min(l."schedule_date"), $2::date)')} AS "course_start_date"
  FROM "scheduling"."lesson" l WHERE l."center_no" = $1 AND l."teacher_no" = 0 AND l."schedule_date" >= $2 AND l."cancel_flag" = 0`;

// $1 center, $2 first date, $3 last date, $4 teacher, $5 with the meeting fields (C11101: only the
// teacher's own read): whether the teacher works at the center, and their lessons at every center
const TEACHER_SCHEDULE_SQL = `SELECT
    EXISTS (SELECT 1 FROM "scheduling"."teacher_projection" t WHERE t."teacher_no" = $4 AND $1 = ANY(t."center_nos")) AS "known",
    COALESCE((SELECT json_agg(jsonb_build_object('schedule_no', l."schedule_no", 'schedule_date', ${DAY('l."schedule_date"')},
        'time_limit_no', l."time_limit_no", 'center_no', l."center_no", 'student_no', l."student_no", 'capacity', l."capacity",
        'subject_no', l."subject_no", 'classroom_no', l."classroom_no")
        || CASE WHEN $5::boolean THEN jsonb_build_object('zoom_url', l."zoom_url", 'zoom_meeting_id', l."zoom_meeting_id",
             'zoom_passcode', l."zoom_passcode") ELSE '{}'::jsonb END
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no")
      FROM "scheduling"."lesson" l
      WHERE l."teacher_no" = $4 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0), '[]'::json) AS "lessons"`;

// $1 center, $2 first date, $3 last date, $4 student, $5 lesson date, $6 halves the lesson takes,
// $7 subject: the student, their lessons in the range, and the center's teachers who teach the
// subject and have a shift (work_flag 1) at the center in every half the lesson takes
const SELECTED_SQL = `SELECT json_build_object(
    'student', (SELECT json_build_object('student_no', s."student_no", 'student_name', s."student_name", 'sex', s."sex",
        'school_year_code', s."school_year_code", 'teacher_request', s."teacher_request",
        'teacher_request_type', s."teacher_request_type", 'ng_teacher_nos', s."ng_teacher_nos")
      FROM "scheduling"."student_projection" s WHERE s."student_no" = $4),
    'lessons', COALESCE((SELECT json_agg(json_build_object('schedule_no', l."schedule_no",
        'schedule_date', ${DAY('l."schedule_date"')}, 'time_limit_no', l."time_limit_no", 'center_no', l."center_no",
        'teacher_no', l."teacher_no", 'teacher_name', t."teacher_name", 'subject_no', l."subject_no")
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no")
      FROM "scheduling"."lesson" l
      LEFT JOIN "scheduling"."teacher_projection" t ON t."teacher_no" = l."teacher_no" AND l."teacher_no" <> 0
      WHERE l."student_no" = $4 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0), '[]'::json),
    'candidate_teacher_nos', COALESCE((SELECT json_agg(t."teacher_no" ORDER BY t."teacher_no")
      FROM "scheduling"."teacher_projection" t
      WHERE $1 = ANY(t."center_nos") AND t."status" = 1 AND $7 = ANY(t."subject_nos")
        AND (SELECT count(*) FROM "scheduling"."teacher_schedule" ts
             WHERE ts."teacher_no" = t."teacher_no" AND ts."center_no" = $1 AND ts."schedule_date" = $5
               AND ts."time_limit_no" = ANY($6::int[]) AND ts."work_flag" = 1) = cardinality($6::int[])), '[]'::json)
  ) AS "selected"`;

// $1 center, $2 student, $3 date: the student's latest lesson at (or moved from) the center with a
// teacher before the date
const LATEST_FOR_REPORT_SQL = `SELECT l."schedule_no" FROM "scheduling"."lesson" l
  WHERE l."student_no" = $2 AND l."teacher_no" <> 0 AND l."schedule_date" < $3 AND l."cancel_flag" = 0
    AND (l."center_no" = $1 OR l."original_center_no" = $1)
  ORDER BY l."schedule_date" DESC, l."time_limit_no" DESC, l."schedule_no" DESC LIMIT 1`;

// A lesson as the assignment checks see it, with its student's subjects and NG teachers.
export type AssignLessonRow = Omit<Lesson, 'teacher_no' | 'original_center_no'> & {
  teacher_no: number;
  original_center_no: number;
  lock_version: number;
  cancel_flag: number;
  student_subject_nos: number[];
  ng_teacher_nos: number[];
};
export type AssignTeacherRow = { teacher_no: number; sex: number; teacher_type: number; subject_nos: number[]; status: number };
// A lesson as its state changes (transfer, cancel, requested teacher type) see it.
export type StateLessonRow = LessonLock & {
  schedule_date: string;
  time_limit_no: number;
  student_no: number;
  teacher_no: number;
  center_no: number;
  original_center_no: number;
  subject_no: number;
  cancel_flag: number;
  attendance_distinction: number;
};
export type LessonPlace = { schedule_no: number; teacher_no: number; date: string; time_limit_no: number };
export type ReleasedLesson = LessonRefRow & { previous_teacher_no: number };

// What a board write may change on a lesson; the columns are named here, never taken from input.
export type LessonChangeSet = Partial<{
  teacher_no: number;
  manual_flag: 1;
  cancel_flag: 1;
  teacher_request_type: number | null;
  center_no: number;
  original_center_no: number;
  classroom_no: null;
}>;
const LESSON_SET_COLUMNS = [
  'teacher_no',
  'manual_flag',
  'cancel_flag',
  'teacher_request_type',
  'center_no',
  'original_center_no',
  'classroom_no',
] as const;

const ASSIGN_LESSON_SQL = `SELECT l."schedule_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."time_limit_no",
    l."student_no", l."teacher_no", l."center_no", l."original_center_no", l."subject_no", l."subject_type", l."class_type",
    l."class_count", l."change_flag", l."teacher_request", l."teacher_request_type", l."capacity", l."lock_version", l."cancel_flag",
    coalesce(s."subject_nos", '{}') AS "student_subject_nos", coalesce(s."ng_teacher_nos", '{}') AS "ng_teacher_nos"
  FROM "scheduling"."lesson" l LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = l."student_no"
 WHERE l."schedule_no" = $1 FOR UPDATE OF l`;

const STATE_LESSON_SQL = `SELECT "schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "student_no",
    "teacher_no", "center_no", "original_center_no", "subject_no", "cancel_flag", "attendance_distinction", "lock_version"
  FROM "scheduling"."lesson" WHERE "schedule_no" = $1 FOR UPDATE`;

@Injectable()
export class BoardRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  async calendar(centerNo: number, start: string, end: string): Promise<BoardCalendarOutput> {
    const [row] = (await this.ds.query(CALENDAR_SQL, [centerNo, start, end])) as { calendar: BoardCalendarOutput }[];
    return row.calendar;
  }

  teachers(centerNo: number, start: string, end: string, teacherNo: number | null = null): Promise<BoardTeacher[]> {
    return this.ds.query(TEACHERS_SQL, [centerNo, start, end, teacherNo]) as Promise<BoardTeacher[]>;
  }

  async lessons(centerNo: number, start: string, end: string, teacherNo: number | null = null): Promise<AppliedScheduleOutput> {
    const [row] = (await this.ds.query(LESSONS_SQL, [centerNo, start, end, teacherNo])) as { applied: AppliedScheduleOutput }[];
    return row.applied;
  }

  async courseStartDate(centerNo: number, today: string): Promise<CourseStartDateOutput> {
    const [row] = (await this.ds.query(COURSE_START_SQL, [centerNo, today])) as CourseStartDateOutput[];
    return row;
  }

  async teacherSchedule(
    centerNo: number,
    start: string,
    end: string,
    teacherNo: number,
    withMeeting = false,
  ): Promise<{ known: boolean; lessons: TeacherScheduleLesson[] }> {
    const [row] = (await this.ds.query(TEACHER_SCHEDULE_SQL, [centerNo, start, end, teacherNo, withMeeting])) as {
      known: boolean;
      lessons: TeacherScheduleLesson[];
    }[];
    return row;
  }

  async selected(
    centerNo: number,
    start: string,
    end: string,
    lesson: { studentNo: number; date: unknown; halves: number[]; subjectNo: number },
  ): Promise<SelectedScheduleOutput> {
    const [row] = (await this.ds.query(SELECTED_SQL, [
      centerNo,
      start,
      end,
      lesson.studentNo,
      lesson.date,
      lesson.halves,
      lesson.subjectNo,
    ])) as { selected: SelectedScheduleOutput }[];
    return row.selected;
  }

  async latestForReport(centerNo: number, studentNo: number, date: unknown): Promise<number | null> {
    const rows = (await this.ds.query(LATEST_FOR_REPORT_SQL, [centerNo, studentNo, date])) as { schedule_no: number }[];
    return rows[0]?.schedule_no ?? null;
  }

  // Where the listed lessons are now (unlocked: only to order a save's changes).
  lessonPlaces(scheduleNos: number[]): Promise<LessonPlace[]> {
    return this.ds.query(
      `SELECT "schedule_no", "teacher_no", to_char("schedule_date", 'YYYY-MM-DD') AS "date", "time_limit_no"
         FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`,
      [scheduleNos],
    ) as Promise<LessonPlace[]>;
  }

  // The lesson row locked for an assignment (FOR UPDATE OF the lesson only).
  async lockLessonToAssign(tx: EntityManager, scheduleNo: number): Promise<AssignLessonRow | undefined> {
    const [lesson] = (await tx.query(ASSIGN_LESSON_SQL, [scheduleNo])) as AssignLessonRow[];
    return lesson;
  }

  // The lesson row locked for a change of its state.
  async lockLessonToChange(tx: EntityManager, scheduleNo: number): Promise<StateLessonRow | undefined> {
    const [lesson] = (await tx.query(STATE_LESSON_SQL, [scheduleNo])) as StateLessonRow[];
    return lesson;
  }

  async teacher(tx: EntityManager, teacherNo: number): Promise<AssignTeacherRow | undefined> {
    const [teacher] = (await tx.query(
      `SELECT "teacher_no", "sex", "teacher_type", "subject_nos", "status" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`,
      [teacherNo],
    )) as AssignTeacherRow[];
    return teacher;
  }

  // The teacher's other lessons of the day, not cancelled.
  teacherLessonsOfDay(
    tx: EntityManager,
    teacherNo: number,
    date: string,
    exceptScheduleNo: number,
  ): Promise<{ time_limit_no: number; capacity: number }[]> {
    return tx.query(
      `SELECT "time_limit_no", "capacity" FROM "scheduling"."lesson"
        WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "schedule_no" <> $3 AND "cancel_flag" = 0`,
      [teacherNo, date, exceptScheduleNo],
    ) as Promise<{ time_limit_no: number; capacity: number }[]>;
  }

  // The teacher's work shifts at the center covering the lesson's halves, held (FOR SHARE) until commit.
  shareWorkShifts(
    tx: EntityManager,
    teacherNo: number,
    date: string,
    centerNo: number,
    timeLimitNo: number,
  ): Promise<{ time_limit_no: number }[]> {
    return tx.query(
      `SELECT "time_limit_no" FROM "scheduling"."teacher_schedule"
        WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "center_no" = $3 AND "work_flag" = 1
          AND "scheduling"."lesson_halves"("time_limit_no") && "scheduling"."lesson_halves"($4)
        ORDER BY "time_limit_no" FOR SHARE`,
      [teacherNo, date, centerNo, timeLimitNo],
    ) as Promise<{ time_limit_no: number }[]>;
  }

  // Locks the teachers' half-occupancy rows of the lesson's halves, in key order.
  async lockTeacherHalves(tx: EntityManager, teacherNos: number[], date: string, timeLimitNo: number): Promise<void> {
    await tx.query(
      `SELECT 1 FROM "scheduling"."teacher_half_occupancy"
        WHERE "teacher_no" = ANY($1::int[]) AND "schedule_date" = $2 AND "half_limit_no" = ANY("scheduling"."lesson_halves"($3))
        ORDER BY "teacher_no", "half_limit_no" FOR UPDATE`,
      [teacherNos, date, timeLimitNo],
    );
  }

  // Changes a lesson this transaction holds locked (read FOR UPDATE at its lock_version) and returns
  // its next lock_version. $1 is the lesson; the SET's own parameters follow.
  async updateLockedLesson(tx: EntityManager, scheduleNo: number, set: LessonChangeSet): Promise<number> {
    const columns = LESSON_SET_COLUMNS.filter((c) => c in set);
    const [row] = (await tx.query(
      `WITH updated AS (
         UPDATE "scheduling"."lesson" SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')},
                "lock_version" = "lock_version" + 1, "updated_at" = now()
          WHERE "schedule_no" = $1 RETURNING "lock_version")
       SELECT "lock_version" FROM updated`,
      [scheduleNo, ...columns.map((c) => set[c])],
    )) as { lock_version: number }[];
    return row.lock_version;
  }

  // Releases the teachers of one center's date in one statement: its lesson rows locked in
  // schedule_no order before the occupancy rows. scope 'auto' leaves the lessons assigned by hand.
  releaseTeachers(tx: EntityManager, centerNo: number, date: string, scope: 'auto' | 'all'): Promise<ReleasedLesson[]> {
    return tx.query(
      `WITH target AS (
         SELECT "schedule_no", "teacher_no" FROM "scheduling"."lesson"
          WHERE "center_no" = $1 AND "schedule_date" = $2 AND "teacher_no" > 0 AND "cancel_flag" = 0
            AND "attendance_distinction" = 0 AND ($3 = 'all' OR "manual_flag" = 0)
          ORDER BY "schedule_no" FOR UPDATE),
       released AS (
         UPDATE "scheduling"."lesson" l SET "teacher_no" = 0, "lock_version" = l."lock_version" + 1, "updated_at" = now()
           FROM target t WHERE l."schedule_no" = t."schedule_no"
         RETURNING l."schedule_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."time_limit_no",
                   l."center_no", l."original_center_no", l."student_no", l."subject_no", l."lock_version",
                   t."teacher_no" AS "previous_teacher_no")
       SELECT * FROM released ORDER BY "schedule_no"`,
      [centerNo, date, scope],
    ) as Promise<ReleasedLesson[]>;
  }
}
