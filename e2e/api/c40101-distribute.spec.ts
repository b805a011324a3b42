import { type DistributeResult, type JobRef, type LessonChangeResult } from '@school/contracts';
import { addDays, boardEditablePeriod, tokyoDate } from '@school/domain';
import { passwordRecheckKey } from '@school/server-kit';
import IORedis from 'ioredis';
import { query } from '../support/db';
import { jobEnded } from '../support/jobs';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C40101_distribute through the gateway, on a center of this spec's own (a center projection row no
// seed uses, so the job meets only this spec's lessons, teachers and shifts; all removed at the end).
const CENTER = 9731;
const TODAY = tokyoDate(Date.now());
const DAY = addDays(TODAY, 1);
const DAY_2 = addDays(TODAY, 2);
const DAY_3 = addDays(TODAY, 3);
const BEYOND = addDays(boardEditablePeriod(TODAY).max, 1);
const SUBJECT = 1;
const TEACHER = { t1: 973101, t2: 973102 } as const;
const STUDENT = 973000;
const NO_SHIFT = 'この時間帯にシフトのある講師がいません。';

type LessonOptions = { capacity?: 1 | 2; request?: number; date?: string; manual?: 0 | 1 };

describe('C40101 automatic assignment (distribute)', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const sales = new ApiSession(stack);
  const classroom = new ApiSession(stack);
  // not admin: the password re-entry is remembered per user for 5 minutes, and c40101-assign.spec's
  // admin re-enters it
  const head = new ApiSession(stack);
  let nextStudent = STUDENT;

  const insertLesson = async (tln: number, o: LessonOptions = {}) => {
    const capacity = o.capacity ?? 1;
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "teacher_request", "dayofweek_code",
         "manual_flag")
       VALUES ($1, ($1::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, 0, $4, $5 + $2 % 10, $6, $7, $8,
         extract(isodow FROM $1::date), $9)
       RETURNING "schedule_no"`,
      [o.date ?? DAY, tln, nextStudent++, CENTER, capacity === 2 ? 100 : 200, SUBJECT, capacity, o.request ?? 3, o.manual ?? 0],
    );
    return row.schedule_no;
  };
  const addShifts = async (teacherNo: number, date: string, halves: readonly number[]) => {
    for (const tln of halves)
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1)`,
        [teacherNo, date, tln, CENTER],
      );
  };
  const lessonOf = async (scheduleNo: number) =>
    (
      await query<{ teacher_no: number; manual_flag: number; lock_version: number }>(
        `SELECT "teacher_no", "manual_flag", "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
        [scheduleNo],
      )
    )[0];
  const lastOutboxId = async () =>
    Number((await query<{ id: string }>(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`))[0].id);
  // through callJson: some inputs are wrong on purpose; an accepted call answers a job
  const distribute = async (input: Record<string, unknown>, session = admin) => {
    const answer = await session.callJson('C40101_distribute', JSON.stringify({ center_no: CENTER, ...input }));
    return { status: answer.status, output: answer.output as JobRef };
  };
  const finished = (jobId: string, session = admin) => jobEnded(session, jobId, 'the distribute job');
  const run = async (start: string, end = start, extra: Record<string, unknown> = {}, session = admin) => {
    const started = await distribute({ start_date: start, end_date: end, ...extra }, session);
    expect(started.status).toBe(200);
    const progress = await finished(started.output.jobId, session);
    expect(progress.state).toBe('completed');
    return progress.result as DistributeResult;
  };
  const cleanUp = async () => {
    const teachers = Object.values(TEACHER);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "center_no" = $1`, [CENTER]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
    await query(`DELETE FROM "scheduling"."distribute_date_state" WHERE "center_no" = $1`, [CENTER]);
    await query(`DELETE FROM "scheduling"."center_projection" WHERE "center_no" = $1`, [CENTER]);
  };

  beforeAll(async () => {
    await Promise.all([admin.login('admin'), sales.login('sales'), classroom.login('classroom'), head.login('head')]);
    await cleanUp();
    await query(
      `INSERT INTO "scheduling"."center_projection" ("center_no", "center_short_name", "group_flag", "sort_order")
       VALUES ($1, '自動割当試験', 0, 9999)`,
      [CENTER],
    );
    for (const [no, sex] of [
      [TEACHER.t1, 1],
      [TEACHER.t2, 2],
    ])
      await query(
        `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
           "sex", "teacher_type", "subject_nos", "status")
         VALUES ($1, $2, ARRAY[$2]::int[], '自動割当 講師', 'ジドウワリアテ コウシ', $3, 1, ARRAY[$4]::int[], 1)`,
        [no, CENTER, sex, SUBJECT],
      );
    for (const date of [DAY, DAY_2]) for (const t of Object.values(TEACHER)) await addShifts(t, date, [11, 12, 21, 22]);
    await addShifts(TEACHER.t1, DAY_3, [11, 12]);
  }, 120_000);

  afterAll(cleanUp);

  it('assigns with manual_flag 0 and one event each, leaves hand-made lessons, explains the rest, keeps the date state', async () => {
    const [a, b, handMade, noShift] = [
      await insertLesson(11),
      await insertLesson(11),
      await insertLesson(21, { manual: 1 }),
      await insertLesson(31),
    ];
    const before = await lastOutboxId();
    const result = await run(DAY);

    const [la, lb] = [await lessonOf(a), await lessonOf(b)];
    expect(new Set([la.teacher_no, lb.teacher_no])).toEqual(new Set([TEACHER.t1, TEACHER.t2]));
    expect([la.manual_flag, lb.manual_flag]).toEqual([0, 0]);
    expect(await lessonOf(handMade)).toEqual({ teacher_no: 0, manual_flag: 1, lock_version: 0 });
    expect((await lessonOf(noShift)).teacher_no).toBe(0);
    expect(result.dates).toEqual([
      {
        date: DAY,
        placed: 2,
        warned: [],
        unplaced: [{ schedule_no: noShift, reason: 'assignment.unplaced.noTeacherOnShift', message: NO_SHIFT }],
      },
    ]);
    const events = await query<{ type: string; payload: { schedule_no: number; teacher_no: number } }>(
      `SELECT "type", "payload" FROM "scheduling"."outbox" WHERE "id" > $1 ORDER BY "id"`,
      [before],
    );
    expect(events.map((e) => [e.type, e.payload.schedule_no, e.payload.teacher_no]).sort()).toEqual(
      [
        ['LessonAssigned', a, la.teacher_no],
        ['LessonAssigned', b, lb.teacher_no],
      ].sort(),
    );

    const state = await admin.call('C40101_getDistributeState', { center_no: CENTER, start_date: DAY, end_date: DAY });
    expect(state.status).toBe(200);
    expect(state.output).toEqual([
      {
        schedule_date: DAY,
        auto_count: 2,
        manual_count: 0,
        unassigned_count: 2,
        last_run: expect.objectContaining({ placed: 2, warned: 0, unplaced: result.dates[0].unplaced }),
      },
    ]);

    // the reasons in the reader's language
    const english = new ApiSession(stack);
    await english.login('admin');
    expect((await english.call('setUserLocale', { locale: 'en' })).status).toBe(200);
    try {
      const read = await english.call('C40101_getDistributeState', { center_no: CENTER, start_date: DAY, end_date: DAY });
      expect(read.output[0].last_run?.unplaced).toEqual([
        { schedule_no: noShift, reason: 'assignment.unplaced.noTeacherOnShift', message: 'No teacher has a shift at this time.' },
      ]);
    } finally {
      await english.call('setUserLocale', { locale: 'ja' });
    }
  });

  it('reset "auto" releases exactly the automatic assignments, not one made by hand', async () => {
    const [auto, byHand] = [await insertLesson(12, { date: DAY_2 }), await insertLesson(22, { date: DAY_2 })];
    const saved = await admin.call('C40101_updateSchedule', {
      center_no: CENTER,
      lessons: [{ schedule_no: byHand, teacher_no: TEACHER.t2, lock_version: 0 }],
    });
    expect((saved.output.results as LessonChangeResult[])[0].status).toBe('ok');
    await run(DAY_2);
    expect((await lessonOf(auto)).manual_flag).toBe(0);
    expect((await lessonOf(auto)).teacher_no).toBeGreaterThan(0);

    const reset = await admin.call('C40101_resetSchedule', { center_no: CENTER, schedule_date: DAY_2, scope: 'auto' });
    expect(reset.status).toBe(200);
    expect((await lessonOf(auto)).teacher_no).toBe(0);
    expect(await lessonOf(byHand)).toEqual(expect.objectContaining({ teacher_no: TEACHER.t2, manual_flag: 1 }));
  });

  it('warned assignments only with accept_warnings after the password re-entry, each listed', async () => {
    // a female teacher asked for; only t1 (male) has a shift on DAY_3
    const lesson = await insertLesson(11, { date: DAY_3, request: 2 });
    const refused = await run(DAY_3);
    expect(refused.dates[0].unplaced).toEqual([
      expect.objectContaining({ schedule_no: lesson, reason: 'assignment.unplaced.onlyWarningTeachers' }),
    ]);
    expect((await lessonOf(lesson)).teacher_no).toBe(0);

    // a re-entry is per user for 5 minutes: another file's, as head, must not count here
    const [{ user_no: headNo }] = await query<{ user_no: number }>(
      `SELECT "user_no" FROM "auth"."user_account" WHERE "user_id" = 'head'`,
    );
    const redis = new IORedis(process.env.REDIS_URL!);
    await redis.del(passwordRecheckKey(stack.natsNamespace, headNo));
    await redis.quit();
    expect((await distribute({ start_date: DAY_3, end_date: DAY_3, accept_warnings: true }, head)).status).toBe(403);
    const password = process.env.DEMO_PASSWORD || 'demo-pass-2026';
    expect((await head.call('C40101_checkPassword', { user_password: password })).output).toBe(true);
    const accepted = await run(DAY_3, DAY_3, { accept_warnings: true }, head);
    expect(accepted.dates[0].warned).toEqual([{ schedule_no: lesson, teacher_no: TEACHER.t1, warnings: [expect.any(String)] }]);
    expect((await lessonOf(lesson)).teacher_no).toBe(TEACHER.t1);
  });

  it('refuses another center, a reversed or over-long range and a range outside the period (422), sales (403)', async () => {
    const statusOf = async (input: Record<string, unknown>, session = admin) => (await distribute(input, session)).status;
    expect(await statusOf({ start_date: DAY, end_date: DAY }, classroom)).toBe(422);
    expect(await statusOf({ start_date: DAY_2, end_date: DAY })).toBe(422);
    expect(await statusOf({ start_date: DAY, end_date: addDays(DAY, 31) })).toBe(422);
    expect(await statusOf({ start_date: TODAY, end_date: BEYOND })).toBe(422);
    expect(await statusOf({ start_date: addDays(TODAY, -1), end_date: DAY })).toBe(422);
    expect(await statusOf({ start_date: DAY, end_date: DAY }, sales)).toBe(403);
  });

  it('a second distribute of the same center and dates answers the running job; the job is not another user’s to read', async () => {
    const input = { start_date: DAY, end_date: addDays(DAY, 20) };
    const [first, second] = await Promise.all([distribute(input), distribute(input)]);
    expect(first.status).toBe(200);
    expect(second.output.jobId).toBe(first.output.jobId);
    expect((await sales.call('Job_getProgress', { jobId: first.output.jobId })).status).toBe(404);
    expect((await finished(first.output.jobId)).state).toBe('completed');
  });

  it('20 board saves racing a distribute on the same teachers: no half over its seats, every answer ok, MSG_1003 or MSG_0001', async () => {
    const date = addDays(TODAY, 4);
    for (const t of Object.values(TEACHER)) await addShifts(t, date, [11, 12]);
    const lessons: number[] = [];
    for (let i = 0; i < 10; i++) lessons.push(await insertLesson(11, { date }));
    const saves = Array.from({ length: 20 }, (_, i) =>
      admin.call('C40101_updateSchedule', {
        center_no: CENTER,
        lessons: [{ schedule_no: lessons[i % 10], teacher_no: i % 2 ? TEACHER.t1 : TEACHER.t2, lock_version: 0 }],
      }),
    );
    const [started, ...answers] = await Promise.all([distribute({ start_date: date, end_date: date }), ...saves]);
    expect((await finished(started.output.jobId)).state).toBe('completed');
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const r of answer.output.results as LessonChangeResult[]) expect(['ok', 'MSG_1003', 'MSG_0001']).toContain(r.status);
    }
    const seats = await query<{ teacher_no: number; seats: number }>(
      `SELECT "teacher_no", SUM(CASE WHEN "capacity" = 1 THEN 2 ELSE 1 END)::int AS "seats" FROM "scheduling"."lesson"
        WHERE "center_no" = $1 AND "schedule_date" = $2 AND "teacher_no" > 0 AND "cancel_flag" = 0 GROUP BY "teacher_no"`,
      [CENTER, date],
    );
    for (const s of seats) expect(s.seats).toBeLessThanOrEqual(2);
    expect(seats.length).toBe(2);
  });
});
