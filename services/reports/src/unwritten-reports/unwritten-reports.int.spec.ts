import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { UnwrittenReportsRepository } from './unwritten-reports.repository';
import { UnwrittenReportsRpc } from './unwritten-reports.rpc';

// T5010ReportService.countUnwritten (scheduling's C40701) against the run's PostgreSQL: the lessons of
// the reports' copy 989_000+ and their one report are the spec's own, with teacher numbers no seeded
// teacher has, in 2001.
const FIRST = 989_000;
const TEACHER = 989_800;
const DAY = '2001-07-02';

describe('T5010ReportService.countUnwritten', () => {
  let ds: DataSource;
  let rpc: UnwrittenReportsRpc;
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST, FIRST + 99]);
    await ds.query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST, FIRST + 99]);
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    rpc = new UnwrittenReportsRpc(new UnwrittenReportsRepository(ds));
    await cleanUp();
    // four lessons of the teacher at center 1: one with a report, one cancelled; one at center 2
    for (const [no, center, cancelled] of [
      [FIRST, 1, false],
      [FIRST + 1, 1, false],
      [FIRST + 2, 1, false],
      [FIRST + 3, 1, true],
      [FIRST + 4, 2, false],
    ] as const)
      await ds.query(
        `INSERT INTO "reports"."lesson" ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no",
           "teacher_no", "cancelled") VALUES ($1, $2, 21, $3, 1, 1, $4, $5)`,
        [no, DAY, center, TEACHER, cancelled],
      );
    await ds.query(
      `INSERT INTO "reports"."lesson_report" ("schedule_no", "student_no", "teacher_no", "center_no", "schedule_date", "time_limit_no", "subject_no")
       VALUES ($1, 1, $2, 1, $3, 21, 1)`,
      [FIRST, TEACHER, DAY],
    );
  });
  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('counts the lessons without a report per teacher, date and center', async () => {
    expect(
      await rpc.count({
        keys: [
          { teacher_no: TEACHER, schedule_date: DAY, center_no: 1 },
          { teacher_no: TEACHER, schedule_date: DAY, center_no: 2 },
          { teacher_no: TEACHER, schedule_date: '2001-07-03', center_no: 1 },
        ],
      }),
    ).toEqual([
      { teacher_no: TEACHER, schedule_date: DAY, center_no: 1, unwritten: 2 },
      { teacher_no: TEACHER, schedule_date: DAY, center_no: 2, unwritten: 1 },
      { teacher_no: TEACHER, schedule_date: '2001-07-03', center_no: 1, unwritten: 0 },
    ]);
    expect(await rpc.count({ keys: [] })).toEqual([]);
  });

  it('refuses keys that are not teacher, date and center, or too many', async () => {
    for (const keys of [
      null,
      [{ teacher_no: TEACHER, schedule_date: 'x', center_no: 1 }],
      Array(101).fill({ teacher_no: 1, schedule_date: DAY, center_no: 1 }),
    ])
      await expect(Promise.resolve().then(() => rpc.count({ keys }))).rejects.toBeInstanceOf(AppError);
  });
});
