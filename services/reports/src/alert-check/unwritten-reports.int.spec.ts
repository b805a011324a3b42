import { DataSource } from 'typeorm';
import { raiseUnwrittenReportAlerts } from './unwritten-reports.check';

// The daily unwritten-report check against the run's PostgreSQL, on a day no seeded lesson has
// (schedule_nos 987_000+). It runs in a transaction rolled back after, so its events never leave.
const FIRST = 987_000;
const LAST = FIRST + 999;
const DAY = '2001-06-04';
// 06:00 school time the day after (the check looks at yesterday)
const NOW = new Date('2001-06-04T21:00:00Z');

describe('raiseUnwrittenReportAlerts', () => {
  let ds: DataSource;
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST, LAST]);
    await ds.query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST, LAST]);
  };
  const lesson = (no: number, o: { teacher?: number; cancelled?: boolean; slot?: number; date?: string } = {}) =>
    ds.query(
      `INSERT INTO "reports"."lesson" ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no", "teacher_no", "cancelled")
       VALUES ($1, $2, $3, 1, 987900, 1, $4, $5)`,
      [no, o.date ?? DAY, o.slot ?? 21, o.teacher ?? 1, o.cancelled ?? false],
    );

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    await cleanUp();
    await lesson(FIRST, { slot: 31 });
    await lesson(FIRST + 1, { slot: 21, teacher: 2 });
    await lesson(FIRST + 2);
    await lesson(FIRST + 3, { teacher: 0 });
    await lesson(FIRST + 4, { cancelled: true });
    await lesson(FIRST + 5, { date: '2001-06-03' });
    // a report, even a draft, is written
    await ds.query(
      `INSERT INTO "reports"."lesson_report" ("schedule_no", "student_no", "teacher_no", "center_no", "schedule_date", "time_limit_no", "subject_no")
       VALUES ($1, 987900, 1, 1, $2, 21, 1)`,
      [FIRST + 2, DAY],
    );
  });
  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('alerts yesterday’s lessons with a teacher, taking place and without a report, by period, to the center’s staff and the teacher', async () => {
    const qr = ds.createQueryRunner();
    await qr.startTransaction();
    try {
      const [{ id: before }] = (await qr.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "reports"."outbox"`)) as {
        id: string;
      }[];
      expect(await raiseUnwrittenReportAlerts(qr.manager, NOW)).toBe(2);
      const events = (await qr.query(`SELECT "type", "payload" FROM "reports"."outbox" WHERE "id" > $1 ORDER BY "id"`, [
        before,
      ])) as {
        type: string;
        payload: { kind: string; dedupe_key: string; subject: { schedule_no: number }; audience: unknown };
      }[];
      expect(events.map((e) => [e.type, e.payload.kind, e.payload.subject.schedule_no])).toEqual([
        ['AlertRaised', 'reportUnwritten', FIRST + 1],
        ['AlertRaised', 'reportUnwritten', FIRST],
      ]);
      expect(events[0].payload.audience).toMatchObject({ center_no: 1, teacher_no: 2 });
      expect(events[0].payload.subject).toMatchObject({
        schedule_date: DAY,
        time_limit_no: 21,
        center_no: 1,
        student_no: 987900,
      });
      // once per lesson: a second run raises the same keys
      await raiseUnwrittenReportAlerts(qr.manager, NOW);
      const keys = (await qr.query(`SELECT DISTINCT "payload"->>'dedupe_key' AS "key" FROM "reports"."outbox" WHERE "id" > $1`, [
        before,
      ])) as { key: string }[];
      expect(keys).toHaveLength(2);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
  });
});
