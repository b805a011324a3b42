import { addDays, tokyoDate } from '@school/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { raiseUnassignedLessonAlerts } from './unassigned-lessons.check';

// The daily unassigned-lesson check against the real PostgreSQL. It runs inside a transaction of
// this file's own that is rolled back, so its events never leave the outbox and no other file sees
// its lessons (836_0xx, students 836_1xx, a center 836_001 no seed uses).
const CENTER = 836_001;
const TEACHER = 836_201;
const FIRST_LESSON = 836_001;
const TODAY = tokyoDate(Date.now());

describe('raiseUnassignedLessonAlerts (daily alert check) against PostgreSQL', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
  });

  afterAll(() => ds.destroy());

  it('raises one lessonUnassigned alert for each unassigned lesson up to two days ahead, to its center’s staff', async () => {
    const qr = ds.createQueryRunner();
    await qr.connect();
    await qr.startTransaction();
    try {
      const tx: EntityManager = qr.manager;
      let next = FIRST_LESSON;
      const add = async (date: string, o: { teacher?: number; cancelled?: boolean } = {}) => {
        const no = next++;
        await tx.query(
          `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
             "student_no", "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "cancel_flag")
           VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', 21, 1, $3, $4, $5, 201, 1,
             extract(isodow FROM $2::date), $6)`,
          [no, date, 836_100 + no - FIRST_LESSON, o.teacher ?? 0, CENTER, o.cancelled ? 1 : 0],
        );
        return no;
      };
      await tx.query(
        `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej", "sex", "teacher_type")
         VALUES ($1, $2, ARRAY[$2]::int[], '警告試験', 'ケイコクシケン', 1, 1)`,
        [TEACHER, CENTER],
      );
      await tx.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, 21, $3, 1)`,
        [TEACHER, addDays(TODAY, 1), CENTER],
      );
      const today = await add(TODAY);
      const dayAfterTomorrow = await add(addDays(TODAY, 2));
      await add(addDays(TODAY, 1), { teacher: TEACHER });
      await add(addDays(TODAY, 1), { cancelled: true });
      await add(addDays(TODAY, 3));
      await add(addDays(TODAY, -1));
      const [{ id: before }] = (await tx.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`)) as {
        id: string;
      }[];

      const raised = await raiseUnassignedLessonAlerts(tx);
      const events = (await tx.query(
        `SELECT "payload" FROM "scheduling"."outbox"
          WHERE "id" > $1 AND "type" = 'AlertRaised' AND ("payload"->'subject'->>'schedule_no')::int BETWEEN $2 AND $2 + 99
          ORDER BY "id"`,
        [before, FIRST_LESSON],
      )) as { payload: Record<string, unknown> }[];
      expect(events.map((e) => e.payload)).toEqual([
        expect.objectContaining({
          kind: 'lessonUnassigned',
          dedupe_key: `lessonUnassigned:lesson:${today}`,
          subject: expect.objectContaining({ type: 'lesson', schedule_no: today, schedule_date: TODAY, center_no: CENTER }),
          audience: expect.objectContaining({ center_no: CENTER }),
        }),
        expect.objectContaining({ dedupe_key: `lessonUnassigned:lesson:${dayAfterTomorrow}` }),
      ]);
      // the count is of every lesson raised, the seed's included
      expect(raised).toBeGreaterThanOrEqual(2);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
  });
});
