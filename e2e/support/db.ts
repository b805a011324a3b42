import { Client } from 'pg';

// What a test checks behind the API, in the test database the stack uses (DATABASE_URL).
export async function query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();
  try {
    return (await pg.query(sql, params)).rows as Row[];
  } finally {
    await pg.end();
  }
}

// Sessions waiting for a lock on a table whose name contains `table`. Ask on a connection of its own:
// inside a locking transaction pg_stat_activity answers the same snapshot every time.
export const lockWaiters = async (table: string): Promise<number> =>
  (
    await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE $1",
      [`%${table}%`],
    )
  )[0].n;

// The actions ('added', 'edited', 'deleted') of one record's domain events in a service's outbox,
// oldest first. An event names the record inside its payload (entity.keyField) or by key alone.
export async function outboxActions(schema: string, type: string, entity: string, keyField: string, key: number) {
  const rows = await query<{ action: string }>(
    `SELECT "payload"->>'action' AS action FROM "${schema}"."outbox" WHERE "type" = $1
      AND ("payload"->$2->>$3 = $4 OR "payload"->>$3 = $4) ORDER BY "id"`,
    [type, entity, keyField, String(key)],
  );
  return rows.map((r) => r.action);
}

// A condition on teacher_projection t: on each of the dates $dates, in the halves of the period
// $period, the teacher has no shift row or a work shift at $center, so LessonShifts.add can give them
// what a lesson there needs. The arguments are the SQL parameters' names ('$2').
export const shiftsAllowLesson = (center: string, period: string, dates: string) =>
  `NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s
     WHERE s."teacher_no" = t."teacher_no" AND s."schedule_date" = ANY(${dates}::date[])
       AND s."time_limit_no" = ANY("scheduling"."lesson_halves"(${period})) AND (s."center_no" <> ${center} OR s."work_flag" <> 1))`;

// The work shifts a test's lessons with a teacher need (the database refuses them without:
// lesson_needs_shift): the teacher's at the center on the date in each half of the period, added
// where the teacher has no shift row; remove() takes away those it added, after the lessons.
export class LessonShifts {
  private readonly added: { teacher_no: number; schedule_date: string; time_limit_no: number }[] = [];

  async add(teacherNo: number, centerNo: number, date: string, period: number): Promise<void> {
    this.added.push(
      ...(await query<{ teacher_no: number; schedule_date: string; time_limit_no: number }>(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         SELECT $1, $3, h, $2, 1 FROM unnest("scheduling"."lesson_halves"($4)) h
         ON CONFLICT ("teacher_no", "schedule_date", "time_limit_no") DO NOTHING
         RETURNING "teacher_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no"`,
        [teacherNo, centerNo, date, period],
      )),
    );
  }

  async remove(): Promise<void> {
    for (const s of this.added.splice(0))
      await query(
        `DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [s.teacher_no, s.schedule_date, s.time_limit_no],
      );
  }
}

// Slots of `candidates`, in their order, where teacher1 and student1 have no lesson (in either half)
// and teacher1 no shift on the date: a chat test's own lessons of the pair go there.
export const freeSlotsOfTeacher1AndStudent1 = async (date: string, candidates: number[], count: number): Promise<number[]> =>
  (
    await query<{ s: number }>(
      `SELECT s FROM unnest($2::int[]) WITH ORDINALITY AS c(s, o)
        WHERE NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."schedule_date" = $1 AND (l."teacher_no" = 1 OR l."student_no" = 1)
                            AND "scheduling"."lesson_halves"(l."time_limit_no") && "scheduling"."lesson_halves"(s))
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" t WHERE t."teacher_no" = 1 AND t."schedule_date" = $1
                            AND t."time_limit_no" = s)
        ORDER BY o LIMIT $3`,
      [date, candidates, count],
    )
  ).map((r) => r.s);
