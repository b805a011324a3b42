import type { C40401Output, C40401Row } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C40401 required regular teachers by week against the real stack: the figures of a seeded week at
// the 渋谷 center (1) equal an independent SQL count; a week far beyond the seed with this file's own
// lessons shows that only regular lessons count (a changed, cancelled, transferred or extra lesson
// does not); who may call it.
const CENTER = 1;
const THIS_MONDAY = startOfWeek(tokyoDate(Date.now()));
const FAR_MONDAY = addDays(THIS_MONDAY, 7 * 41);

type Figures = Pick<
  C40401Row,
  'dayofweek_code' | 'time_limit_no' | 'one_to_one' | 'one_to_two' | 'teachers_needed' | 'shift_teachers'
>;

// Written apart from the service: per half one teacher per one-to-one lesson and one per two
// one-to-two lessons (a 90-minute lesson in both halves), the period's busier half; shift teachers
// distinct per weekday and period among the active ones.
const EXPECTED_SQL = `
  WITH l AS (
    SELECT extract(isodow FROM "schedule_date")::int AS d, "time_limit_no" AS tl, "capacity" AS cap
      FROM "scheduling"."lesson"
     WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2::date AND $2::date + 6
       AND "class_type" = 1 AND "change_flag" = 0 AND "cancel_flag" = 0 AND "original_center_no" = 0),
  half AS (
    SELECT d, tl / 10 * 10 AS p, h, count(*) FILTER (WHERE cap = 1) AS one, count(*) FILTER (WHERE cap = 2) AS two
      FROM l, unnest(CASE WHEN tl % 10 = 0 THEN ARRAY[tl + 1, tl + 2] ELSE ARRAY[tl] END) AS h
     GROUP BY 1, 2, 3),
  need AS (SELECT d, p, max(one + ceil(two / 2.0))::int AS needed FROM half GROUP BY 1, 2),
  counts AS (SELECT d, tl / 10 * 10 AS p, count(*) FILTER (WHERE cap = 1)::int AS one, count(*) FILTER (WHERE cap = 2)::int AS two
      FROM l GROUP BY 1, 2),
  shift AS (
    SELECT w."dayofweek_code" AS d, w."time_limit_no" / 10 * 10 AS p, count(DISTINCT w."teacher_no")::int AS teachers
      FROM "scheduling"."teacher_weekly_shift" w
      JOIN "scheduling"."teacher_projection" t ON t."teacher_no" = w."teacher_no" AND t."status" = 1
     WHERE w."center_no" = $1 GROUP BY 1, 2)
  SELECT coalesce(c.d, s.d) AS dayofweek_code, coalesce(c.p, s.p) AS time_limit_no,
         coalesce(c.one, 0) AS one_to_one, coalesce(c.two, 0) AS one_to_two,
         coalesce(n.needed, 0) AS teachers_needed, coalesce(s.teachers, 0) AS shift_teachers
    FROM counts c JOIN need n ON n.d = c.d AND n.p = c.p
    FULL JOIN shift s ON s.d = c.d AND s.p = c.p
   ORDER BY 1, 2`;

describe('C40401 required regular teachers by week', () => {
  const stack = sharedStack();
  const office = new ApiSession(stack);
  const lessons: number[] = [];

  const week = async (start: string): Promise<C40401Output> => {
    const res = await office.call('C40401_getScheduleState', { center_no: CENTER, start_date: start });
    expect(res.status).toBe(200);
    return res.output;
  };
  const figures = (w: C40401Output): Figures[] =>
    w.rows.map(({ dayofweek_code, time_limit_no, one_to_one, one_to_two, teachers_needed, shift_teachers }) => ({
      dayofweek_code,
      time_limit_no,
      one_to_one,
      one_to_two,
      teachers_needed,
      shift_teachers,
    }));

  const insertLesson = async (date: string, tln: number, capacity: 1 | 2, extra: Record<string, number> = {}) => {
    const [student] = await query<{ student_no: number }>(
      `SELECT "student_no" FROM "scheduling"."student_projection" WHERE "center_no" = $1 ORDER BY "student_no" OFFSET $2 LIMIT 1`,
      [CENTER, lessons.length],
    );
    const columns = Object.keys(extra)
      .map((c) => `, "${c}"`)
      .join('');
    const values = Object.keys(extra)
      .map((_, i) => `, $${i + 5}`)
      .join('');
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "center_no", "course_setting_no", "subject_no", "dayofweek_code", "capacity"${columns})
       VALUES ($1, ($1::date + time '15:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, ${CENTER},
         (CASE WHEN $4 = 2 THEN 100 ELSE 200 END) + $2 % 10, 1, extract(isodow FROM $1::date), $4${values})
       RETURNING "schedule_no"`,
      [date, tln, student.student_no, capacity, ...Object.values(extra)],
    );
    lessons.push(row.schedule_no);
  };

  beforeAll(async () => {
    await office.login('office');
  });

  afterAll(async () => {
    if (lessons.length) await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
  });

  it("equals an independent SQL count for the center's week, and marks the rows below 34 % low", async () => {
    const w = await week(THIS_MONDAY);
    const expected = await query<Figures>(EXPECTED_SQL, [CENTER, THIS_MONDAY]);
    expect(w.start_date).toBe(THIS_MONDAY);
    expect(w.low_usage_threshold).toBe(34);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.some((r) => r.teachers_needed > 0)).toBe(true);
    expect(figures(w)).toEqual(expected);
    for (const row of w.rows) {
      expect(row.schedule_date).toBe(addDays(THIS_MONDAY, row.dayofweek_code - 1));
      expect(row.low).toBe(row.shift_teachers > 0 && row.teachers_needed * 100 < 34 * row.shift_teachers);
      expect(row.short).toBe(row.teachers_needed > row.shift_teachers);
    }
  });

  it('counts only regular lessons: not changed, cancelled, transferred or extra', async () => {
    const tuesday = addDays(FAR_MONDAY, 1);
    const period = 20;
    const before = (await week(FAR_MONDAY)).rows.find((r) => r.dayofweek_code === 2 && r.time_limit_no === period);
    expect(before?.teachers_needed ?? 0).toBe(0);
    // regular: a 90-minute one-to-one, two one-to-two in the first half → 2 teachers in the first half
    await insertLesson(tuesday, 20, 1);
    await insertLesson(tuesday, 21, 2);
    await insertLesson(tuesday, 21, 2);
    // none of these counts
    await insertLesson(tuesday, 22, 1, { change_flag: 1 });
    await insertLesson(tuesday, 22, 1, { cancel_flag: 1 });
    await insertLesson(tuesday, 22, 1, { class_type: 2 });
    await insertLesson(tuesday, 22, 1, { original_center_no: 2 });
    const w = await week(FAR_MONDAY);
    const row = w.rows.find((r) => r.dayofweek_code === 2 && r.time_limit_no === period);
    expect(row).toMatchObject({ schedule_date: tuesday, one_to_one: 1, one_to_two: 2, teachers_needed: 2 });
    expect(figures(w)).toEqual(await query<Figures>(EXPECTED_SQL, [CENTER, FAR_MONDAY]));
  });

  it('refuses a day that is not a Monday and a center the caller does not work at (422)', async () => {
    const notMonday = await office.call('C40401_getScheduleState', { center_no: CENTER, start_date: addDays(THIS_MONDAY, 1) });
    expect(notMonday.status).toBe(422);
    const unknown = await office.call('C40401_getScheduleState', { center_no: 99_999, start_date: THIS_MONDAY });
    expect(unknown.status).toBe(422);
  });

  it('answers 403 to a teacher and a student', async () => {
    for (const user of ['teacher1', 'student1']) {
      const session = new ApiSession(stack);
      await session.login(user);
      const res = await session.call('C40401_getScheduleState', { center_no: CENTER, start_date: THIS_MONDAY });
      expect(res.status).toBe(403);
    }
  });
});
