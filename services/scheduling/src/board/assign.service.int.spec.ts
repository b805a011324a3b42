import { type Caller, type LessonChange } from '@school/contracts';
import { addDays, ROLE, tokyoDate } from '@school/domain';
import { AppError, PasswordRecheck } from '@school/server-kit';
import { waitFor } from '@school/server-kit/testing';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AssignService } from './assign.service';
import { BoardRepository } from './board.repository';

// The refusals of C40101_updateSchedule and resetSchedule that c40101-assign.int.spec.ts leaves to
// this file: a teacher without the shift (MSG_1004), a half already taken (MSG_1003), a center not
// the caller's, a lesson of another center; and resetSchedule's scopes. Against the real
// PostgreSQL; every row is this file's own (centers 839_00x no seed uses, teachers 839_20x,
// students 839_1xx, lessons 839_0xx), removed at the end with the reports service's copies.
const CENTER = 839_001;
const OTHER_CENTER = 839_002;
const TEACHER = { a: 839_201, b: 839_202 } as const;
const TEACHERS = Object.values(TEACHER);
const FIRST_LESSON = 839_001;
const LAST_LESSON = FIRST_LESSON + 99;
const TODAY = tokyoDate(Date.now());
const DAY = addDays(TODAY, 4);
const RESET_DAY = addDays(TODAY, 6);

const staff = (centerNos: number[] | null): Caller => ({
  userNo: 839_999,
  role: centerNos === null ? ROLE.ADMIN : ROLE.OFFICE_STAFF,
  functionIds: ['C40101'],
  centerNos,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'assign.service.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
});
const admin = staff(null);

describe('AssignService refusals and resetSchedule scopes against PostgreSQL', () => {
  let ds: DataSource;
  let redis: Redis;
  let service: AssignService;
  let next = FIRST_LESSON;
  // the outbox keeps the events of earlier runs on this database: this run's come after it
  let since: string;

  const addShifts = async (teacherNo: number, date: string, halves: number[]) => {
    for (const half of halves)
      await ds.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1)`,
        [teacherNo, date, half, CENTER],
      );
  };
  const addLesson = async (half: number, o: { teacher?: number; center?: number; date?: string; manual?: boolean } = {}) => {
    const no = next++;
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "manual_flag")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $3, $3 % 10, $4, $5, $6, 200 + $3 % 10, 1,
         extract(isodow FROM $2::date), $7)`,
      [no, o.date ?? DAY, half, 839_100 + no - FIRST_LESSON, o.teacher ?? 0, o.center ?? CENTER, o.manual ? 1 : 0],
    );
    return no;
  };
  const lessonOf = async (no: number) =>
    (
      (await ds.query(`SELECT "teacher_no", "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [no])) as {
        teacher_no: number;
        lock_version: number;
      }[]
    )[0];
  const save = (lessons: LessonChange[], caller = admin) => service.updateSchedule({ center_no: CENTER, lessons }, caller);
  // the copies the reports service made from this file's events, once it has applied the last of them
  // (when the run's relay cannot publish them, none come: the rows go all the same)
  const removeReportCopies = async () => {
    const copied = waitFor(async () => {
      const [{ missing }] = (await ds.query(
        `WITH e AS (SELECT ("payload"->>'schedule_no')::int AS "no", max(("payload"->>'lock_version')::int) AS "v"
                      FROM "scheduling"."outbox"
                     WHERE "type" LIKE 'Lesson%' AND ("payload"->>'schedule_no')::int BETWEEN $1 AND $2 GROUP BY 1)
         SELECT count(*)::int AS "missing" FROM e
          WHERE NOT EXISTS (SELECT 1 FROM "reports"."lesson" l WHERE l."schedule_no" = e."no" AND l."version" >= e."v")`,
        [FIRST_LESSON, LAST_LESSON],
      )) as { missing: number }[];
      return missing === 0;
    }, 'the reports service to copy this file’s lesson events');
    await copied.catch(() => undefined);
    await ds.query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST_LESSON, LAST_LESSON]);
  };
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST_LESSON, LAST_LESSON]);
    await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await ds.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
    await ds.initialize();
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    service = new AssignService(new BoardRepository(ds), new PasswordRecheck(redis, `assignservicetest${process.pid}`));
    await cleanUp();
    [{ id: since }] = (await ds.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`)) as { id: string }[];
    for (const no of TEACHERS)
      await ds.query(
        `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
           "sex", "teacher_type", "subject_nos")
         VALUES ($1, $2, ARRAY[$2]::int[], '割当拒否試験', 'ワリアテキョヒシケン', 1, 1, ARRAY[1]::int[])`,
        [no, CENTER],
      );
  });

  afterAll(async () => {
    try {
      await removeReportCopies();
      await cleanUp();
    } finally {
      redis.disconnect();
      await ds.destroy();
    }
  });

  describe('updateSchedule (C40101_updateSchedule)', () => {
    it('refuses a teacher without a work shift in the lesson’s half (MSG_1004) and changes nothing', async () => {
      await addShifts(TEACHER.a, DAY, [12]);
      const lesson = await addLesson(11);
      expect((await save([{ schedule_no: lesson, teacher_no: TEACHER.a, lock_version: 0 }])).results[0]).toMatchObject({
        status: 'MSG_1004',
        lock_version: null,
      });
      expect(await lessonOf(lesson)).toEqual({ teacher_no: 0, lock_version: 0 });
    });

    it('refuses a teacher whose half a one-to-one lesson already takes (MSG_1003) and changes nothing', async () => {
      await addShifts(TEACHER.b, DAY, [21]);
      await addLesson(21, { teacher: TEACHER.b });
      const lesson = await addLesson(21);
      const answer = await save([{ schedule_no: lesson, teacher_no: TEACHER.b, lock_version: 0 }]);
      expect(answer).toMatchObject({ changed: 0, results: [{ status: 'MSG_1003' }] });
      expect(await lessonOf(lesson)).toEqual({ teacher_no: 0, lock_version: 0 });
    });

    it('refuses a center the caller does not work at (403), and a lesson of another center as unknown', async () => {
      await addShifts(TEACHER.a, DAY, [31]);
      const lesson = await addLesson(31);
      await expect(save([{ schedule_no: lesson, teacher_no: TEACHER.a, lock_version: 0 }], staff([1]))).rejects.toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
      const elsewhere = await addLesson(31, { center: OTHER_CENTER });
      expect((await save([{ schedule_no: elsewhere, teacher_no: TEACHER.a, lock_version: 0 }])).results[0]).toMatchObject({
        status: 'RULE',
        message: expect.any(String),
      });
      expect([await lessonOf(lesson), await lessonOf(elsewhere)]).toEqual([
        { teacher_no: 0, lock_version: 0 },
        { teacher_no: 0, lock_version: 0 },
      ]);
    });

    it('answers a lesson moved to another center since the board read it MSG_0001 to who works there, unknown to others', async () => {
      await addShifts(TEACHER.b, DAY, [31]);
      const lesson = await addLesson(31);
      // a transfer or a C20301 move meanwhile, as the lesson row has it afterwards
      await ds.query(`UPDATE "scheduling"."lesson" SET "center_no" = $2, "lock_version" = 1 WHERE "schedule_no" = $1`, [
        lesson,
        OTHER_CENTER,
      ]);
      const change = { schedule_no: lesson, teacher_no: TEACHER.b, lock_version: 0 };
      expect((await save([change])).results[0]).toMatchObject({ status: 'MSG_0001' });
      expect((await save([change], staff([CENTER]))).results[0]).toMatchObject({ status: 'RULE' });
      expect(await lessonOf(lesson)).toEqual({ teacher_no: 0, lock_version: 1 });
    });
  });

  describe('resetSchedule (C40101_resetSchedule)', () => {
    it('releases only the lessons not set by hand with scope auto, and those too with scope all', async () => {
      await addShifts(TEACHER.a, RESET_DAY, [11, 12]);
      const automatic = await addLesson(11, { teacher: TEACHER.a, date: RESET_DAY });
      const byHand = await addLesson(12, { teacher: TEACHER.a, date: RESET_DAY, manual: true });
      const reset = (scope: string, caller = admin) =>
        service.resetSchedule({ center_no: CENTER, schedule_date: RESET_DAY, scope }, caller);

      await expect(reset('all', staff([1]))).rejects.toMatchObject({ status: 403 });
      await expect(reset('some')).rejects.toBeInstanceOf(AppError);
      expect(await lessonOf(automatic)).toEqual({ teacher_no: TEACHER.a, lock_version: 0 });

      expect(await reset('auto')).toEqual({ changed: 1 });
      expect([await lessonOf(automatic), await lessonOf(byHand)]).toEqual([
        { teacher_no: 0, lock_version: 1 },
        { teacher_no: TEACHER.a, lock_version: 0 },
      ]);
      expect(await reset('all')).toEqual({ changed: 1 });
      expect(await lessonOf(byHand)).toEqual({ teacher_no: 0, lock_version: 1 });
      const events = (await ds.query(
        `SELECT "payload"->>'schedule_no' AS "no" FROM "scheduling"."outbox"
          WHERE "id" > $1 AND "type" = 'LessonUnassigned' AND ("payload"->>'schedule_no')::int = ANY($2::int[]) ORDER BY "id"`,
        [since, [automatic, byHand]],
      )) as { no: string }[];
      expect(events.map((e) => Number(e.no))).toEqual([automatic, byHand]);
    });
  });
});
