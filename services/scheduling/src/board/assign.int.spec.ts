import type { Caller, LessonChange } from '@school/contracts';
import { addDays, boardEditablePeriod, tokyoDate } from '@school/domain';
import { AppError, PasswordRecheck } from '@school/server-kit';
import { waitFor } from '@school/server-kit/testing';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AssignService } from './assign.service';
import { BoardRepository } from './board.repository';

// C40101's assignment writes as the scheduling service runs them, against the real PostgreSQL (the
// test database the run migrated and seeded, with its occupancy and shift triggers). Everything here
// is this file's own: a center no one else uses, its teachers and students (projection rows with
// numbers no seed uses), their shifts and lessons, removed at the end.
const CENTER = 9711;
const TODAY = tokyoDate(Date.now());
const DAY = addDays(TODAY, 5);
const END = boardEditablePeriod(TODAY).max;
const BEYOND = addDays(END, 1);
const SUBJECT = 1;
const TEACHER = { a: 971001, b: 971002, retired: 971003 } as const;
const TEACHERS = Object.values(TEACHER);
const FIRST_STUDENT = 971100;
const USER_NO = 971999;
// the service's connections, to see which of them wait for a lock
const APP = `assign-int-${process.pid}`;

const caller: Caller = {
  userNo: USER_NO,
  role: 560,
  functionIds: ['C40101'],
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'assign.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
};

describe('AssignService (C40101_updateSchedule, resetSchedule) against PostgreSQL', () => {
  let ds: DataSource;
  let redis: Redis;
  let service: AssignService;
  let nextStudent = FIRST_STUDENT;

  const insertLesson = async (tln: number, o: { teacher?: number; date?: string; request?: number; capacity?: 1 | 2 } = {}) => {
    const capacity = o.capacity ?? 1;
    const [row] = (await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "teacher_request", "dayofweek_code")
       VALUES ($1, ($1::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4, $5, $6 + $2 % 10, $7, $8, $9,
         extract(isodow FROM $1::date))
       RETURNING "schedule_no"`,
      [o.date ?? DAY, tln, nextStudent++, o.teacher ?? 0, CENTER, capacity === 2 ? 100 : 200, SUBJECT, capacity, o.request ?? 3],
    )) as { schedule_no: number }[];
    return row.schedule_no;
  };
  const addShifts = async (teacherNo: number, date: string, halves: readonly number[]) => {
    for (const tln of halves)
      await ds.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1)`,
        [teacherNo, date, tln, CENTER],
      );
  };
  const lessonOf = async (scheduleNo: number) =>
    (
      (await ds.query(`SELECT "teacher_no", "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [
        scheduleNo,
      ])) as {
        teacher_no: number;
        lock_version: number;
      }[]
    )[0];
  const seats = async (teacherNo: number, half: number) =>
    (
      (await ds.query(
        `SELECT "seats" FROM "scheduling"."teacher_half_occupancy" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "half_limit_no" = $3`,
        [teacherNo, DAY, half],
      )) as { seats: number }[]
    )[0]?.seats ?? 0;
  const waiting = async () =>
    (
      (await ds.query(
        `SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE "application_name" = $1 AND "wait_event_type" = 'Lock'`,
        [APP],
      )) as { n: number }[]
    )[0].n;
  const save = (lessons: LessonChange[], accept_warnings?: boolean) =>
    service.updateSchedule({ center_no: CENTER, lessons, accept_warnings }, caller);
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" BETWEEN $1 AND $2`, [
      FIRST_STUDENT,
      FIRST_STUDENT + 899,
    ]);
    await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await ds.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4, application_name: APP } });
    await ds.initialize();
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    service = new AssignService(new BoardRepository(ds), new PasswordRecheck(redis, `c40101assigntest${process.pid}`));
    await cleanUp();
    for (const [no, sex, status] of [
      [TEACHER.a, 1, 1],
      [TEACHER.b, 2, 1],
      [TEACHER.retired, 1, 3],
    ])
      await ds.query(
        `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
           "sex", "teacher_type", "subject_nos", "status")
         VALUES ($1, $2, ARRAY[$2]::int[], '割当試験', 'ワリアテシケン', $3, 1, ARRAY[$4]::int[], $5)`,
        [no, CENTER, sex, SUBJECT, status],
      );
    for (const no of TEACHERS) await addShifts(no, DAY, [11, 12, 21, 22]);
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
    redis.disconnect();
  });

  it('reassigns a lesson in one save: the old teacher’s half is free, the new one’s taken, one event says both', async () => {
    const lesson = await insertLesson(11, { teacher: TEACHER.a });
    expect(await seats(TEACHER.a, 11)).toBe(2);
    const [{ id: before }] = (await ds.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`)) as {
      id: string;
    }[];

    expect(await save([{ schedule_no: lesson, teacher_no: TEACHER.b, lock_version: 0 }])).toEqual({
      changed: 1,
      results: [{ schedule_no: lesson, status: 'ok', message: null, lock_version: 1 }],
    });
    expect(await lessonOf(lesson)).toEqual({ teacher_no: TEACHER.b, lock_version: 1 });
    expect([await seats(TEACHER.a, 11), await seats(TEACHER.b, 11)]).toEqual([0, 2]);
    const events = (await ds.query(
      `SELECT "type", "payload" FROM "scheduling"."outbox" WHERE "id" > $1 AND "payload"->>'schedule_no' = $2 ORDER BY "id"`,
      [before, String(lesson)],
    )) as { type: string; payload: Record<string, unknown> }[];
    expect(events.map((e) => [e.type, e.payload.teacher_no, e.payload.previous_teacher_no, e.payload.lock_version])).toEqual([
      ['LessonAssigned', TEACHER.b, TEACHER.a, 1],
    ]);
  });

  it('refuses a reassignment of a lesson changed since it was read (MSG_0001) and changes nothing', async () => {
    const lesson = await insertLesson(12, { teacher: TEACHER.a });
    // someone else saved it meanwhile (its teacher released and given again: lock_version 2)
    expect((await save([{ schedule_no: lesson, teacher_no: 0, lock_version: 0 }])).results[0].status).toBe('ok');
    expect((await save([{ schedule_no: lesson, teacher_no: TEACHER.a, lock_version: 1 }])).results[0].status).toBe('ok');
    expect((await save([{ schedule_no: lesson, teacher_no: TEACHER.b, lock_version: 0 }])).results[0]).toEqual({
      schedule_no: lesson,
      status: 'MSG_0001',
      message: '他の端末でデータが更新されました。画面を再読み込みしてください。',
      lock_version: null,
    });
    expect(await lessonOf(lesson)).toEqual({ teacher_no: TEACHER.a, lock_version: 2 });
  });

  it('moves a teacher to another lesson of the same one-to-one half in one save, whatever the order sent', async () => {
    // the lesson it goes to comes first by number, and first in the save
    const to = await insertLesson(21);
    const from = await insertLesson(21, { teacher: TEACHER.a });
    expect(
      await save([
        { schedule_no: to, teacher_no: TEACHER.a, lock_version: 0 },
        { schedule_no: from, teacher_no: 0, lock_version: 0 },
      ]),
    ).toMatchObject({ changed: 2, results: [{ status: 'ok' }, { status: 'ok' }] });
    expect((await lessonOf(from)).teacher_no).toBe(0);
    expect((await lessonOf(to)).teacher_no).toBe(TEACHER.a);
  });

  it('two saves exchanging two teachers’ lessons at once both succeed: neither waits for the other crosswise', async () => {
    // one-to-two lessons in one half: each teacher keeps a seat free for the other's lesson
    for (const no of [TEACHER.a, TEACHER.b]) await addShifts(no, DAY, [31]);
    const x = await insertLesson(31, { teacher: TEACHER.a, capacity: 2 });
    const y = await insertLesson(31, { teacher: TEACHER.b, capacity: 2 });
    // teacher a's half is held elsewhere while x goes to b, then y to a, is saved: both wait; taken
    // one teacher at a time, x's save would hold a's half and wait for b's, which y's would hold
    // while it waited for a's
    const holder = new Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(
        `SELECT 1 FROM "scheduling"."teacher_half_occupancy" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "half_limit_no" = 31 FOR UPDATE`,
        [TEACHER.a, DAY],
      );
      const first = save([{ schedule_no: x, teacher_no: TEACHER.b, lock_version: 0 }]);
      await waitFor(async () => (await waiting()) === 1, 'the first save to wait for the held half');
      const second = save([{ schedule_no: y, teacher_no: TEACHER.a, lock_version: 0 }]);
      await waitFor(async () => (await waiting()) === 2, 'the second save to wait');
      await holder.query('COMMIT');
      const answers = await Promise.all([first, second]);
      expect(answers.map((a) => a.results[0].status)).toEqual(['ok', 'ok']);
    } finally {
      await holder.end();
    }
    expect([(await lessonOf(x)).teacher_no, (await lessonOf(y)).teacher_no]).toEqual([TEACHER.b, TEACHER.a]);
    expect([await seats(TEACHER.a, 31), await seats(TEACHER.b, 31)]).toEqual([1, 1]);
  });

  it('refuses a retired teacher, even with the warnings accepted', async () => {
    const lesson = await insertLesson(22, { capacity: 2 });
    await new PasswordRecheck(redis, `c40101assigntest${process.pid}`).record(USER_NO);
    expect((await save([{ schedule_no: lesson, teacher_no: TEACHER.retired, lock_version: 0 }], true)).results[0]).toEqual({
      schedule_no: lesson,
      status: 'RULE',
      message: '退職した講師は割り当てできません。',
      lock_version: null,
    });
    // nor in place of another teacher
    expect((await save([{ schedule_no: lesson, teacher_no: TEACHER.a, lock_version: 0 }])).results[0].status).toBe('ok');
    expect((await save([{ schedule_no: lesson, teacher_no: TEACHER.retired, lock_version: 1 }])).results[0].status).toBe('RULE');
    expect(await lessonOf(lesson)).toEqual({ teacher_no: TEACHER.a, lock_version: 1 });
  });

  it('warns by the lesson’s own request', async () => {
    // the lesson asks for a woman (2): teacher a (1) is a warning, teacher b is not
    const lesson = await insertLesson(22, { capacity: 2, request: 2 });
    await redis.del(`c40101assigntest${process.pid}:password-rechecked:${USER_NO}`);
    expect((await save([{ schedule_no: lesson, teacher_no: TEACHER.a, lock_version: 0 }])).results[0].status).toBe('WARNING');
    expect((await save([{ schedule_no: lesson, teacher_no: TEACHER.b, lock_version: 0 }])).results[0].status).toBe('ok');
  });

  it('changes lessons up to the last day of the editable period, and refuses the day after', async () => {
    await addShifts(TEACHER.a, END, [11]);
    await addShifts(TEACHER.a, BEYOND, [12]);
    const last = await insertLesson(11, { date: END });
    const after = await insertLesson(12, { date: BEYOND });
    expect((await save([{ schedule_no: last, teacher_no: TEACHER.a, lock_version: 0 }])).results[0].status).toBe('ok');
    expect((await save([{ schedule_no: after, teacher_no: TEACHER.a, lock_version: 0 }])).results[0]).toEqual({
      schedule_no: after,
      status: 'RULE',
      message: '編集可能な期間外です。',
      lock_version: null,
    });
    expect(await lessonOf(after)).toEqual({ teacher_no: 0, lock_version: 0 });

    const reset = (date: string) => service.resetSchedule({ center_no: CENTER, schedule_date: date, scope: 'all' }, caller);
    await expect(reset(BEYOND)).rejects.toMatchObject({ status: 400, messageKey: 'assignment.outsideEditablePeriod' });
    await expect(reset(BEYOND)).rejects.toBeInstanceOf(AppError);
    expect(await reset(END)).toEqual({ changed: 1 });
    expect((await lessonOf(last)).teacher_no).toBe(0);
  });
});
