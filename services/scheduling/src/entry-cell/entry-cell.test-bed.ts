import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { AppError } from '@school/server-kit';
import { waitFor } from '@school/server-kit/testing';
import { DataSource } from 'typeorm';

// The set-up the service specs of issue 24's cells share (C30101, C30101Student, C30101_submit,
// C30101_doSubmit, C30201, PendingSchedule, ZoomLog): callers, a refusal's parts, and the centers,
// calendar days, students, teachers, teacher shifts and seminars a spec writes in its own number
// range, removed again by removeRows (removeYearRows: a spec of one year). Each spec keeps its own numbers and dates; nothing here picks them. (e2e may not
// import a service: the API tests' e2e/support/entry-cells.ts has its own addCalendar and addShifts.)

// Where the helpers write (a spec's DataSource).
export type Db = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

export const dataSource = async (max: number): Promise<DataSource> => {
  const ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max } });
  await ds.initialize();
  return ds;
};

// from, from + 1, …, to
export const numbers = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// A spec's callers: its defaults over a staff member of no center, then each call's own fields.
export const callersOf =
  (defaults: Partial<Caller> & { requestId: string }) =>
  (over: Partial<Caller> = {}): Caller => ({
    userNo: null,
    role: ROLE.OFFICE_STAFF,
    functionIds: [],
    centerNos: [],
    teacherNo: null,
    studentNo: null,
    locale: 'ja',
    ip: '127.0.0.1',
    frontendUrl: null,
    ...defaults,
    ...over,
  });

// What an AppError refusal carries; a call that succeeds fails the test.
export const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => {
      if (!(e instanceof AppError)) throw e;
      return { status: e.status, code: e.code, key: e.messageKey, errors: e.errors };
    },
  );

export async function addCenters(ds: Db, centers: readonly [number, string][]): Promise<void> {
  for (const [no, name] of centers)
    await ds.query(
      `INSERT INTO "scheduling"."center_projection" ("center_no", "center_short_name", "group_flag") VALUES ($1, $2, 0)`,
      [no, name],
    );
}

// A center's calendar from..to, open from period 1 to 5 (slots 10–50) but for the closed dates and
// the days ending early (date → last slot); fiscalYear: the days' fiscal year, April to March unless given.
export async function addCalendar(
  ds: Db,
  centerNo: number,
  from: string,
  to: string,
  o: { closed?: readonly string[]; closedSundays?: boolean; endsAt?: Record<string, number>; fiscalYear?: number } = {},
): Promise<void> {
  const ends = Object.entries(o.endsAt ?? {});
  await ds.query(
    `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
            "end_time_limit_no", "dayofweek_code", "fiscal_year")
     SELECT $1, d, c, CASE WHEN c = 1 THEN 0 ELSE 10 END,
            CASE WHEN c = 1 THEN 0 ELSE coalesce((SELECT e FROM unnest($5::date[], $6::int[]) AS x(ed, e) WHERE ed = d), 50) END,
            extract(isodow FROM d), coalesce($8::int, extract(year FROM d - interval '3 months')::int)
       FROM generate_series($2::date, $3::date, interval '1 day') AS g(g),
            LATERAL (SELECT g::date AS d) x,
            LATERAL (SELECT CASE WHEN x.d = ANY($4::date[]) OR ($7 AND extract(isodow FROM x.d) = 7) THEN 1 ELSE 0 END AS c) y`,
    [
      centerNo,
      from,
      to,
      o.closed ?? [],
      ends.map(([d]) => d),
      ends.map(([, e]) => e),
      o.closedSundays ?? false,
      o.fiscalYear ?? null,
    ],
  );
}

// Work shifts (teacher_schedule) of each teacher on each date in each half.
export async function addShifts(
  ds: Db,
  centerNo: number,
  teachers: readonly number[],
  dates: readonly string[],
  halves: readonly number[],
): Promise<void> {
  await ds.query(
    `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
     SELECT t, d, h, $4, 1 FROM unnest($1::int[]) t, unnest($2::date[]) d, unnest($3::int[]) h`,
    [teachers, dates, halves, centerNo],
  );
}

// Enrolled students of a center, each named `name` (kana: nameKana, else the name itself).
export async function addStudents(
  ds: Db,
  centerNo: number,
  students: readonly number[],
  name: (studentNo: number) => string,
  nameKana: (studentNo: number) => string = name,
): Promise<void> {
  for (const no of students)
    await ds.query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex", "enrollment_status")
       VALUES ($1, $2, $3, $4, 1, 1)`,
      [no, centerNo, name(no), nameKana(no)],
    );
}

// Teachers (teacher_projection) of a center, each named `name`, also teaching at otherCenters.
export async function addTeachers(
  ds: Db,
  centerNo: number,
  teachers: readonly number[],
  name: (teacherNo: number) => string,
  otherCenters: readonly number[] = [],
): Promise<void> {
  for (const no of teachers)
    await ds.query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "teacher_name", "teacher_namej", "sex", "teacher_type", "center_nos")
       VALUES ($1, $2, $3, $3, 1, 1, $4::int[])`,
      [no, centerNo, name(no), [centerNo, ...otherCenters]],
    );
}

// A lesson (subject 3) starting 16:00 Tokyo on its date; no teacher, one-to-one, regular unless told.
export async function addLesson(
  ds: Db,
  l: {
    no: number;
    date: string;
    slot?: number;
    student: number;
    center: number;
    teacher?: number;
    capacity?: number;
    entry?: number;
    cancelled?: boolean;
    updatedDaysAgo?: number;
  },
): Promise<number> {
  await ds.query(
    `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
       "student_no", "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "cancel_flag", "capacity",
       "entry_schedule_no", "updated_at")
     VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $3, $3 % 10, $4, $5, $6,
       CASE $8::int WHEN 2 THEN 100 ELSE 200 END + $3 % 10, 3, extract(isodow FROM $2::date), $7, $8, $9,
       now() - make_interval(days => $10))`,
    [
      l.no,
      l.date,
      l.slot ?? 21,
      l.student,
      l.teacher ?? 0,
      l.center,
      l.cancelled ? 1 : 0,
      l.capacity ?? 1,
      l.entry ?? 0,
      l.updatedDaysAgo ?? 0,
    ],
  );
  return l.no;
}

export async function addSeminar(
  ds: Db,
  s: {
    name: string;
    fiscalYear: number;
    start: string;
    end: string;
    startSlot: number;
    endSlot: number;
    entryStart: string;
    entryEnd: string;
  },
): Promise<number> {
  const [row] = (await ds.query(
    `INSERT INTO "scheduling"."seminar_calendar" ("seminar_name", "fiscal_year", "schedule_start_date", "schedule_end_date",
        "start_time_limit_no", "end_time_limit_no", "entry_start_date", "entry_end_date")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING "seminar_calendar_no"`,
    [s.name, s.fiscalYear, s.start, s.end, s.startSlot, s.endSlot, s.entryStart, s.entryEnd],
  )) as { seminar_calendar_no: number }[];
  return row.seminar_calendar_no;
}

// Removes what a spec wrote, children first: the students' changes, lessons, applications,
// not-attended days, weekly courses and projections; the lessons numbered from..to; the teachers'
// shifts (and, with teacherProjections, the teachers); every cell row of the spec's own centers, or
// of a seeded center between two dates; the seminars named with the prefix.
type Removal = {
  students?: readonly number[];
  lessons?: readonly [number, number];
  teachers?: readonly number[];
  teacherProjections?: boolean;
  shiftVersionDates?: readonly [string, string];
  centers?: readonly number[];
  centerDates?: { center: number; from: string; to: string };
  seminarPrefix?: string;
};

export async function removeRows(ds: Db, o: Removal): Promise<void> {
  const students = [...(o.students ?? [])];
  const teachers = [...(o.teachers ?? [])];
  const centers = [...(o.centers ?? [])];
  await ds.query(`DELETE FROM "scheduling"."lesson_change" WHERE "student_no" = ANY($1::int[])`, [students]);
  await ds.query(`DELETE FROM "scheduling"."lesson_cancel" WHERE "student_no" = ANY($1::int[])`, [students]);
  if (o.lessons)
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $2`, [o.lessons[0], o.lessons[1]]);
  await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = ANY($1::int[]) OR "center_no" = ANY($2::int[])`, [
    students,
    centers,
  ]);
  for (const table of ['entry', 'weekly_entry'])
    await ds.query(`DELETE FROM "scheduling"."${table}" WHERE "student_no" = ANY($1::int[]) OR "center_no" = ANY($2::int[])`, [
      students,
      centers,
    ]);
  await ds.query(`DELETE FROM "scheduling"."not_attended" WHERE "student_no" = ANY($1::int[])`, [students]);
  await ds.query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1::int[])`, [students]);
  await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
  if (o.shiftVersionDates)
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "schedule_date" BETWEEN $1 AND $2`, [
      ...o.shiftVersionDates,
    ]);
  else await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
  if (o.teacherProjections)
    await ds.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
  const c = o.centerDates;
  for (const table of ['teacher_schedule', 'entry_control', 'entry_cell', 'calendar_day']) {
    if (c)
      await ds.query(`DELETE FROM "scheduling"."${table}" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`, [
        c.center,
        c.from,
        c.to,
      ]);
    await ds.query(`DELETE FROM "scheduling"."${table}" WHERE "center_no" = ANY($1::int[])`, [centers]);
  }
  await ds.query(`DELETE FROM "scheduling"."center_projection" WHERE "center_no" = ANY($1::int[])`, [centers]);
  if (o.seminarPrefix)
    await ds.query(`DELETE FROM "scheduling"."seminar_calendar" WHERE "seminar_name" LIKE $1`, [`${o.seminarPrefix}%`]);
}

// removeRows for a spec that keeps to one year: its students, its teachers with their projections,
// the lessons numbered firstLesson to firstLesson + 99 and the year's shift versions, with what else it names.
export const removeYearRows = (
  ds: Db,
  o: { year: number; firstLesson: number; students: readonly number[]; teachers: readonly number[] } & Removal,
): Promise<void> => {
  const { year, firstLesson, ...rest } = o;
  return removeRows(ds, {
    ...rest,
    lessons: [firstLesson, firstLesson + 99],
    teacherProjections: true,
    shiftVersionDates: [`${year}-01-01`, `${year}-12-31`],
  });
};

// Removes the copies the reports service made from the lesson events (LessonCreated, LessonChanged,
// LessonCancelled, LessonTransferred) of the spec's centers written after outbox id `since`, once it
// has applied them (when the run's relay cannot publish them, none come: the rows go all the same).
export async function removeReportCopies(ds: Db, centers: readonly number[], since: string): Promise<void> {
  await waitFor(async () => {
    const [{ missing }] = (await ds.query(
      `WITH e AS (SELECT ("payload"->>'schedule_no')::int AS "no", max(("payload"->>'lock_version')::int) AS "v"
                    FROM "scheduling"."outbox"
                   WHERE "id" > $2 AND "type" IN ('LessonCreated', 'LessonChanged', 'LessonCancelled', 'LessonTransferred')
                     AND ("payload"->>'center_no')::int = ANY($1::int[])
                   GROUP BY 1)
       SELECT count(*)::int AS "missing" FROM e
        WHERE NOT EXISTS (SELECT 1 FROM "reports"."lesson" l WHERE l."schedule_no" = e."no" AND l."version" >= e."v")`,
      [centers, since],
    )) as { missing: number }[];
    return missing === 0;
  }, 'the reports service to copy the spec’s lesson events').catch(() => undefined);
  await ds.query(`DELETE FROM "reports"."lesson" WHERE "center_no" = ANY($1::int[])`, [centers]);
}
