import { addDays, tokyoDate, UNPLACED_REASON } from '@school/domain';
import { ModuleWorker } from '@school/server-kit';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  DistributeDateService,
  distributeSolver,
  type DistributeSolver,
  type DistributeSolverModule,
} from './distribute-date.service';
import { DistributeRepository } from './distribute.repository';

// One center's date of C40101_distribute against the real PostgreSQL: what it writes (teachers with
// manual_flag 0, one LessonAssigned event each), what it leaves (a lesson assigned or released by
// hand, one the board holds), and its reasons; that the process answers while the solver works. Every row is this file's own (center 841_001,
// teachers 841_20x, students 841_1xx, lessons 841_0xx), removed at the end.
const CENTER = 841_001;
const TEACHER = { a: 841_201, b: 841_202, onLeave: 841_203 } as const;
const TEACHERS = Object.values(TEACHER);
const STUDENT = { plain: 841_101, ngOfBoth: 841_102, other: 841_103 } as const;
const FIRST_LESSON = 841_001;
const LAST_LESSON = FIRST_LESSON + 99;
const TODAY = tokyoDate(Date.now());
const DAY = addDays(TODAY, 5);
const USER = 841_999;

describe('DistributeDateService against PostgreSQL', () => {
  let ds: DataSource;
  let service: DistributeDateService;
  let solver: DistributeSolver;
  let next = FIRST_LESSON;

  const addLesson = async (half: number, student: number, o: { teacher?: number; manual?: boolean; capacity?: number } = {}) => {
    const no = next++;
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "manual_flag", "capacity")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $3, $3 % 10, $4, $5, $6,
         (CASE WHEN $8 = 1 THEN 200 ELSE 100 END) + $3 % 10, 1, extract(isodow FROM $2::date), $7, $8)`,
      [no, DAY, half, student, o.teacher ?? 0, CENTER, o.manual ? 1 : 0, o.capacity ?? 1],
    );
    return no;
  };
  const lessonOf = async (no: number) =>
    (
      (await ds.query(`SELECT "teacher_no", "manual_flag" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [no])) as {
        teacher_no: number;
        manual_flag: number;
      }[]
    )[0];
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST_LESSON, LAST_LESSON]);
    await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await ds.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await ds.query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1::int[])`, [Object.values(STUDENT)]);
  };
  const distribute = (by = service) =>
    ds.transaction((tx) => by.distribute(tx, CENTER, DAY, { acceptWarnings: false, userNo: USER, today: TODAY }));

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
    await ds.initialize();
    solver = distributeSolver();
    service = new DistributeDateService(new DistributeRepository(ds), solver);
    await cleanUp();
    for (const [no, status] of [
      [TEACHER.a, 1],
      [TEACHER.b, 1],
      [TEACHER.onLeave, 2],
    ])
      await ds.query(
        `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
           "sex", "teacher_type", "subject_nos", "status")
         VALUES ($1, $2, ARRAY[$2]::int[], '自動割当試験', 'ジドウワリアテシケン', 1, 1, ARRAY[1]::int[], $3)`,
        [no, CENTER, status],
      );
    for (const [no, ng] of [
      [STUDENT.plain, []],
      [STUDENT.ngOfBoth, [TEACHER.a, TEACHER.b]],
      [STUDENT.other, []],
    ] as const)
      await ds.query(
        `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
           "enrollment_status", "ng_teacher_nos") VALUES ($1, $2, '自動割当生徒', 'ジドウワリアテセイト', 1, 1, $3::int[])`,
        [no, CENTER, ng],
      );
    // a and b work period 2 and 3; the teacher on leave works period 4 only
    for (const [teacher, halves] of [
      [TEACHER.a, [21, 22, 31, 32]],
      [TEACHER.b, [21, 22, 31, 32]],
      [TEACHER.onLeave, [41, 42]],
    ] as const)
      for (const half of halves)
        await ds.query(
          `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
           VALUES ($1, $2, $3, $4, 1)`,
          [teacher, DAY, half, CENTER],
        );
  });

  afterAll(async () => {
    try {
      await cleanUp();
    } finally {
      await Promise.all([ds.destroy(), solver.close()]);
    }
  });

  it('assigns the date’s lessons automatically with one event each, leaves those touched by hand and says why the rest stay', async () => {
    const [{ since }] = (await ds.query(`SELECT coalesce(max("id"), 0) AS "since" FROM "scheduling"."outbox"`)) as {
      since: string;
    }[];
    const first = await addLesson(21, STUDENT.plain);
    const second = await addLesson(21, STUDENT.other);
    const byHand = await addLesson(31, STUDENT.plain, { manual: true });
    const ngOnly = await addLesson(31, STUDENT.ngOfBoth);
    const onLeaveOnly = await addLesson(41, STUDENT.other);

    const result = await distribute();

    expect(result.placed.map((p) => p.schedule_no).sort()).toEqual([first, second]);
    expect(new Set(result.placed.map((p) => p.teacher_no))).toEqual(new Set([TEACHER.a, TEACHER.b]));
    expect(result.unplaced).toEqual(
      expect.arrayContaining([
        { schedule_no: ngOnly, reason: UNPLACED_REASON.onlyNgTeachers },
        { schedule_no: onLeaveOnly, reason: UNPLACED_REASON.noTeacherOnShift },
      ]),
    );
    expect(result.unplaced).toHaveLength(2);
    for (const no of [first, second]) expect(await lessonOf(no)).toMatchObject({ manual_flag: 0 });
    expect(await lessonOf(byHand)).toEqual({ teacher_no: 0, manual_flag: 1 });
    const events = (await ds.query(
      `SELECT ("payload"->>'schedule_no')::int AS "no", ("payload"->>'teacher_no')::int AS "teacher", ("payload"->>'user_no')::int AS "user"
         FROM "scheduling"."outbox" WHERE "id" > $1 AND "type" = 'LessonAssigned' AND ("payload"->>'schedule_no')::int BETWEEN $2 AND $3
        ORDER BY 1`,
      [since, FIRST_LESSON, LAST_LESSON],
    )) as { no: number; teacher: number; user: number }[];
    expect(events).toEqual(
      await Promise.all([first, second].map(async (no) => ({ no, teacher: (await lessonOf(no)).teacher_no, user: USER }))),
    );

    // a second run finds nothing more to place and changes nothing
    const again = await distribute();
    expect(again.placed).toEqual([]);
  });

  it('leaves a lesson the board holds right now to the board', async () => {
    const held = await addLesson(32, STUDENT.plain);
    const board = await ds.createQueryRunner();
    await board.connect();
    await board.startTransaction();
    try {
      await board.query(`SELECT 1 FROM "scheduling"."lesson" WHERE "schedule_no" = $1 FOR UPDATE`, [held]);
      const result = await distribute();
      expect([...result.placed, ...result.unplaced].map((x) => x.schedule_no)).not.toContain(held);
    } finally {
      await board.rollbackTransaction();
      await board.release();
    }
    expect((await distribute()).placed.map((p) => p.schedule_no)).toEqual([held]);
  });

  it('answers another call while the solver works on the date', async () => {
    // The real solver (the built @school/domain) held at its start on a shared gate that only the main
    // thread opens, once another read has answered: a solve in the main thread could never see it
    // opened. The fixture records that it started and whether the gate was opened or its wait ran out
    // (the bound only keeps a broken solver from hanging the test).
    const [OPEN, STARTED, OUTCOME] = [0, 1, 2];
    const [OPENED, RAN_OUT] = [1, 2];
    const dir = mkdtempSync(join(tmpdir(), 'distribute-gate-'));
    writeFileSync(
      join(dir, 'gated.js'),
      `const { distributeDay } = require('node:module').createRequire(${JSON.stringify(__filename)})('@school/domain');
       let gate;
       exports.hold = (buffer) => { gate = new Int32Array(buffer); };
       exports.distributeDay = (day, options) => {
         Atomics.store(gate, ${STARTED}, 1);
         const waited = Atomics.wait(gate, ${OPEN}, 0, 60000);
         Atomics.store(gate, ${OUTCOME}, waited === 'timed-out' ? ${RAN_OUT} : ${OPENED});
         return distributeDay(day, options);
       };`,
    );
    type Gated = DistributeSolverModule & { hold(buffer: SharedArrayBuffer): void };
    const gated = new ModuleWorker<Gated>(join(dir, 'gated.js'), __filename);
    const gate = new Int32Array(new SharedArrayBuffer(12));
    try {
      await gated.call('hold', gate.buffer as SharedArrayBuffer);
      const lesson = await addLesson(22, STUDENT.other);
      const order: string[] = [];
      const distributing = distribute(new DistributeDateService(new DistributeRepository(ds), gated)).then((result) => {
        order.push('distributed');
        return result;
      });
      let ended = false;
      void distributing.finally(() => (ended = true)).catch(() => undefined);
      // until the solver has started (or the distribute has ended without it)
      while (!Atomics.load(gate, STARTED) && !ended) await new Promise((resolve) => setImmediate(resolve));
      if (Atomics.load(gate, STARTED)) order.push('solving');
      // a scheduling read (C40101_getDistributeState's) while the solver holds the date
      await new DistributeRepository(ds).states(CENTER, DAY, DAY);
      order.push('answered');
      Atomics.store(gate, OPEN, 1);
      Atomics.notify(gate, OPEN);

      expect((await distributing).placed.map((p) => p.schedule_no)).toEqual([lesson]);
      expect(order).toEqual(['solving', 'answered', 'distributed']);
      expect(Atomics.load(gate, OUTCOME)).toBe(OPENED);
    } finally {
      await gated.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
