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

  const rowFor = (date: string, half: number, capacity: 1 | 2) => ({
    action: 'add' as const,
    entry_type: 2 as const,
    schedule_date: date,
    time_limit_no: half,
    subject_no: 1,
    capacity,
  });
  // One application of student `s` (student 1 applies itself, the others through staff).
  const applyFor = async (s: number, date: string, half: number, capacity: 1 | 2) => {
    const answer = await (s === 1 ? student1 : admin).call('C30101_submit', {
      student_no: s,
      belongs_center_no: center,
      entries: [rowFor(date, half, capacity)],
    });
    if (answer.status === 200) made.push(...answer.output.entries.map((e) => e.entry_schedule_no));
    return answer;
  };
  const applyAll = (date: string, half: number, capacity: 1 | 2) =>
    Promise.all([1, ...OTHERS].map((s) => applyFor(s, date, half, capacity)));
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
    const before = await entriesOf(date, HALF);
    const answers = await applyAll(date, HALF, 2);
    expect(tally(answers)).toEqual({ accepted: expected, full: 20 - expected });
    // one entry row per acceptance, none for a refusal
    expect((await entriesOf(date, HALF)) - before).toBe(expected);
  });

  it('C30201_doBatchEdit setting the control row during the race: no application is accepted after its commit', async () => {
    const date = await openCell(center, HALF, 2, 1);
    const ROOM = 5;
    await room.set(center, date, HALF, ROOM);
    const before = await entriesOf(date, HALF);
    const cell = { schedule_date: date, time_limit_no: HALF };
    // The test holds the cell's lock row while the race lines up behind it, in the order the lock
    // serves them (PostgreSQL queues a row's waiters first come, first served): two applications, then
    // C30201's set, then the other 18. On release the two go first (there is room), then the set
    // commits, and every application after it must find the cell full.
    const pg = new Client({ connectionString: process.env.DATABASE_URL });
    await pg.connect();
    const waiting = async () =>
      (
        await pg.query<{ n: number }>(
          `WITH RECURSIVE w("pid") AS (
             SELECT "pid" FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids("pid"))
             UNION SELECT a."pid" FROM pg_stat_activity a, w WHERE w."pid" = ANY(pg_blocking_pids(a."pid")))
           SELECT count(*)::int AS "n" FROM w`,
          [holder],
        )
      ).rows[0].n;
    let holder = 0;
    try {
      holder = (await pg.query<{ pid: number }>('SELECT pg_backend_pid() AS "pid"')).rows[0].pid;
      // the lock row committed first: waiters of an uncommitted row wait for its inserter's
      // transaction and are all woken at once, in no order; waiters of a row lock queue
      await pg.query(
        `INSERT INTO "scheduling"."entry_cell" ("center_no", "schedule_date", "half_limit_no") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [center, date, HALF],
      );
      await pg.query('BEGIN');
      await pg.query(
        `SELECT 1 FROM "scheduling"."entry_cell" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "half_limit_no" = $3 FOR UPDATE`,
        [center, date, HALF],
      );
      const [early, late] = [[1, OTHERS[0]], OTHERS.slice(1)];
      const first = early.map((s) => applyFor(s, date, HALF, 1));
      await waitFor(async () => (await waiting()) >= 2, 'the first two applications waiting for the cell', 8000);
      const set = admin.call('C30201_doBatchEdit', {
        center_no: center,
        start_date: date,
        end_date: date,
        action: 'set',
        rows: [cell],
      });
      await waitFor(async () => (await waiting()) >= 3, "C30201's set waiting for the cell", 8000);
      const rest = late.map((s) => applyFor(s, date, HALF, 1));
      // (the service's pool lets only some of them reach the database while the lock is held)
      await waitFor(async () => (await waiting()) >= 4, 'a later application waiting for the cell', 8000);
      await pg.query('COMMIT');

      const [setAnswer, firstAnswers, restAnswers] = await Promise.all([set, Promise.all(first), Promise.all(rest)]);
      expect(setAnswer.status).toBe(200);
      expect(setAnswer.output.changed).toBe(1);
      expect(tally(firstAnswers)).toEqual({ accepted: 2, full: 0 });
      expect(tally(restAnswers)).toEqual({ accepted: 0, full: 18 });
      const all = tally([...firstAnswers, ...restAnswers]);
      expect(all.accepted).toBeLessThanOrEqual(ROOM);
      expect(all.accepted + all.full).toBe(20);
      expect((await entriesOf(date, HALF)) - before).toBe(all.accepted);
      // the accepted ones are the two that were served before the set, as the rows' times tell too
      const [control] = await query<{ created_at: Date }>(
        `SELECT "created_at" FROM "scheduling"."entry_control" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [center, date, HALF],
      );
      const accepted = await query<{ student_no: number; created_at: Date }>(
        `SELECT "student_no", "created_at" FROM "scheduling"."entry"
          WHERE "center_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3 AND "entry_schedule_no" = ANY($4::int[])
          ORDER BY "student_no"`,
        [center, date, HALF, made],
      );
      expect(accepted.map((e) => e.student_no)).toEqual(early);
      for (const e of accepted) expect(e.created_at.getTime()).toBeLessThan(control.created_at.getTime());
      expect(setAnswer.output.days[0].cells.find((c) => c.time_limit_no === HALF)).toMatchObject({
        controlled: true,
        full: true,
      });
    } finally {
      await pg.query('ROLLBACK').catch(() => undefined);
      await pg.end();
    }
  });
});
