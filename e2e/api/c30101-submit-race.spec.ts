import { type ApiAnswer } from '../support/session';
import { acceptableApplications } from '@school/domain';
import { Client } from 'pg';
import { waitFor } from '@school/server-kit/testing';
import { CellRoom, centerOf, openCell, removeApplications } from '../support/entry-cells';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// The last seat (issue 24, SPEC §4): 20 applications at once for one cell of student 1's center
// (19 entered by staff for students 845_701–845_719 this file adds to the center in scheduling's
// student projection, one student 1's own), through the gateway. The cell is made
// for the test (filler lessons or extra work shifts until its remaining teacher count is what the test
// needs), on dates this file alone uses (the first three open dates of the extra range in period 5).
const HALF = 51;
const OTHERS = Array.from({ length: 19 }, (_, i) => 845_701 + i);
const FULL = '満席です';

describe('C30101_submit: the last seat under concurrent applications', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const student1 = new ApiSession(stack);
  const room = new CellRoom(0);
  const made: number[] = [];
  let center: number;

  const applyAll = async (date: string, half: number, capacity: 1 | 2) => {
    const row = {
      action: 'add' as const,
      entry_type: 2 as const,
      schedule_date: date,
      time_limit_no: half,
      subject_no: 1,
      capacity,
    };
    const answers = await Promise.all([
      student1.call('C30101_submit', { student_no: 1, belongs_center_no: center, entries: [row] }),
      ...OTHERS.map((s) => admin.call('C30101_submit', { student_no: s, belongs_center_no: center, entries: [row] })),
    ]);
    for (const a of answers) if (a.status === 200) made.push(...a.output.entries.map((e) => e.entry_schedule_no));
    return answers;
  };
  const entriesOf = async (date: string, half: number) =>
    (
      await query<{ n: number }>(
        `SELECT count(*)::int AS "n" FROM "scheduling"."entry" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [center, date, half],
      )
    )[0].n;
  const tally = (answers: ApiAnswer[]) => ({
    accepted: answers.filter((a) => a.status === 200).length,
    full: answers.filter((a) => a.status === 400 && a.body.code === 'BUSINESS_RULE' && String(a.body.message).includes(FULL))
      .length,
  });

  beforeAll(async () => {
    await Promise.all([admin.login('admin'), student1.login('student1')]);
    center = await centerOf(1);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1::int[])`, [OTHERS]);
    await query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex", "enrollment_status")
       SELECT s, $2, '席取り試験', 'セキトリシケン', 1, 1 FROM unnest($1::int[]) s`,
      [OTHERS, center],
    );
  }, 60000);

  afterAll(async () => {
    await removeApplications(made);
    await room.clear();
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1::int[])`, [OTHERS]);
  });

  it('accepts exactly one of 20 applications for the last seat', async () => {
    const date = await openCell(center, HALF, 0, 1);
    await room.set(center, date, HALF, 2);
    const before = await entriesOf(date, HALF);
    const answers = await applyAll(date, HALF, 1);
    expect(tally(answers)).toEqual({ accepted: 1, full: 19 });
    expect((await entriesOf(date, HALF)) - before).toBe(1);
  });

  it('accepts as many one-to-two applications as the remaining teacher count allows (acceptableApplications)', async () => {
    const date = await openCell(center, HALF, 1, 1);
    const load = await room.set(center, date, HALF, 3, 1);
    const expected = acceptableApplications(HALF, 2, new Map([[HALF, load]]));
    expect(expected).toBeGreaterThan(1);
    const answers = await applyAll(date, HALF, 2);
    expect(tally(answers)).toEqual({ accepted: expected, full: 20 - expected });
  });

  it('accepts nothing once a control row set during the race has committed', async () => {
    const date = await openCell(center, HALF, 2, 1);
    await room.set(center, date, HALF, 10);
    // C30201's write as the guard requires it: lock the cell's rows, then set the control row
    const pg = new Client({ connectionString: process.env.DATABASE_URL });
    await pg.connect();
    try {
      await pg.query('BEGIN');
      await pg.query(
        `INSERT INTO "scheduling"."entry_cell" ("center_no", "schedule_date", "half_limit_no") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [center, date, HALF],
      );
      await pg.query(
        `SELECT 1 FROM "scheduling"."entry_cell" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "half_limit_no" = $3 FOR UPDATE`,
        [center, date, HALF],
      );
      const race = applyAll(date, HALF, 1);
      // the applications reach the cell's lock and wait there
      await waitFor(
        async () =>
          (
            await query<{ n: number }>(
              `SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE "wait_event_type" = 'Lock' AND "query" LIKE '%entry_cell%'`,
            )
          )[0].n > 0,
        'an application waiting for the cell',
        30000,
      );
      await pg.query(
        `INSERT INTO "scheduling"."entry_control" ("center_no", "schedule_date", "time_limit_no", "set_by_user_no") VALUES ($1, $2, $3, NULL)`,
        [center, date, HALF],
      );
      await pg.query('COMMIT');
      expect(tally(await race)).toEqual({ accepted: 0, full: 20 });
    } finally {
      await pg.end();
    }
  });
});
