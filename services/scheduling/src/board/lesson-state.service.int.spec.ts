import { type Caller } from '@school/contracts';
import { addDays, boardEditablePeriod, ROLE, tokyoDate } from '@school/domain';
import { refusalOf, waitFor } from '@school/server-kit/testing';
import { DataSource } from 'typeorm';
import { LessonStateService } from './lesson-state.service';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { BoardRepository } from './board.repository';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';

// C40101's changes of one lesson's state (transfers, cancelling, the requested teacher type) against
// the real PostgreSQL, a transfer's target center checked against the center projection. Every lesson
// is this file's own (838_0xx, students 838_1xx, a teacher 838_201) at a center no seed uses
// (838_001); a transfer takes one to center 2 for the moment of its test. The lessons, and the
// reports service's copies their events made, are removed at the end.
const CENTER = 838_001;
const TARGET = 2;
const TEACHER = 838_201;
const FIRST_LESSON = 838_001;
const LAST_LESSON = FIRST_LESSON + 99;
const TODAY = tokyoDate(Date.now());
const DAY = addDays(TODAY, 3);
const BEYOND = addDays(boardEditablePeriod(TODAY).max, 1);

const staff = (centerNos: number[] | null): Caller => ({
  userNo: 838_999,
  role: centerNos === null ? ROLE.ADMIN : ROLE.OFFICE_STAFF,
  functionIds: ['C40101'],
  centerNos,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'lesson-state.service.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
});
const admin = staff(null);

type Row = {
  center_no: number;
  original_center_no: number;
  cancel_flag: number;
  teacher_request_type: number | null;
  lock_version: number;
};

describe('LessonStateService (C40101 transfers, cancel, teacher type) against PostgreSQL', () => {
  let ds: DataSource;
  let service: LessonStateService;
  let next = FIRST_LESSON;
  // the outbox keeps the events of earlier runs on this database: this run's come after it
  let since: string;

  const addLesson = async (o: { date?: string; teacher?: boolean } = {}) => {
    const no = next++;
    const half = 11 + ((no - FIRST_LESSON) % 2);
    if (o.teacher)
      await ds.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1) ON CONFLICT DO NOTHING`,
        [TEACHER, o.date ?? DAY, half, CENTER],
      );
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "classroom_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $3, $3 % 10, $4, $5, $6, 838001, 200 + $3 % 10, 1,
         extract(isodow FROM $2::date))`,
      [no, o.date ?? DAY, half, 838_100 + no - FIRST_LESSON, o.teacher ? TEACHER : 0, CENTER],
    );
    return no;
  };
  const rowOf = async (no: number) =>
    (
      (await ds.query(
        `SELECT "center_no", "original_center_no", "cancel_flag", "teacher_request_type", "lock_version"
           FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
        [no],
      )) as Row[]
    )[0];
  const eventsOf = async (no: number) =>
    (
      (await ds.query(
        `SELECT "type" FROM "scheduling"."outbox" WHERE "id" > $1 AND "type" LIKE 'Lesson%' AND "payload"->>'schedule_no' = $2 ORDER BY "id"`,
        [since, String(no)],
      )) as { type: string }[]
    ).map((e) => e.type);
  const at = (schedule_no: number, lock_version: number) => ({ schedule: { schedule_no, lock_version } });
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
    await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1`, [TEACHER]);
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = $1`, [TEACHER]);
    await ds.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [TEACHER]);
    // the last-seat rows the transfers made at the file's own center
    await ds.query(`DELETE FROM "scheduling"."entry_cell" WHERE "center_no" = $1`, [CENTER]);
  };

  beforeAll(async () => {
    // the events the service writes carry the run's namespace, so the run's outbox relay publishes them
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
    await ds.initialize();
    // check() only asks masters; the event bus is for the kept lists of a running service
    service = new LessonStateService(
      new BoardRepository(ds),
      new CenterAccess(new CenterRepository(ds)),
      new EntryCellRepository(ds),
    );
    await cleanUp();
    [{ id: since }] = (await ds.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`)) as { id: string }[];
    await ds.query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej", "sex", "teacher_type")
       VALUES ($1, $2, ARRAY[$2]::int[], '状態試験', 'ジョウタイシケン', 1, 1)`,
      [TEACHER, CENTER],
    );
  });

  afterAll(async () => {
    try {
      await removeReportCopies();
      await cleanUp();
    } finally {
      await ds.destroy();
    }
  });

  describe('setTransfer (C40101_setTransfer)', () => {
    it('holds an unassigned lesson at another center, remembering where it came from', async () => {
      const no = await addLesson();
      expect(await service.setTransfer({ ...at(no, 0), target_center_no: TARGET }, admin)).toEqual({
        schedule_no: no,
        lock_version: 1,
        center_no: TARGET,
        original_center_no: CENTER,
      });
      expect(await eventsOf(no)).toEqual(['LessonTransferred']);
      // back home at once: no other file's board sees it for longer than this test
      await service.removeTransfer(at(no, 1), admin);
    });

    it('refuses a target center the caller does not work at, an assigned lesson, and a stale read', async () => {
      expect(
        await refusalOf(service.setTransfer({ ...at(FIRST_LESSON, 0), target_center_no: TARGET }, staff([1]))),
      ).toMatchObject({
        status: 422,
        errors: { center_no: ['assignment.transferCenterInvalid'] },
      });
      const assigned = await addLesson({ teacher: true });
      expect(await refusalOf(service.setTransfer({ ...at(assigned, 0), target_center_no: TARGET }, admin))).toMatchObject({
        status: 400,
        key: 'assignment.transferNotAllowed',
      });
      const no = await addLesson();
      await service.setTeacherType({ ...at(no, 0), teacher_request_type: 1 }, admin);
      expect(await refusalOf(service.setTransfer({ ...at(no, 0), target_center_no: TARGET }, admin))).toMatchObject({
        status: 409,
        key: 'MSG_0001',
      });
      expect((await rowOf(no)).center_no).toBe(CENTER);
      expect((await rowOf(assigned)).center_no).toBe(CENTER);
    });
  });

  describe('removeTransfer (C40101_removeTransfer)', () => {
    it('brings a transferred lesson back to its center; refuses one that is not transferred', async () => {
      const no = await addLesson();
      await service.setTransfer({ ...at(no, 0), target_center_no: TARGET }, admin);
      expect(await service.removeTransfer(at(no, 1), admin)).toEqual({
        schedule_no: no,
        lock_version: 2,
        center_no: CENTER,
        original_center_no: 0,
      });
      expect(await refusalOf(service.removeTransfer(at(no, 2), admin))).toMatchObject({
        status: 400,
        key: 'assignment.transferRemovalNotAllowed',
      });
      expect(await rowOf(no)).toMatchObject({ center_no: CENTER, original_center_no: 0, lock_version: 2 });
    });
  });

  describe('cancel (C40101_cancelSchedule_SingleCell)', () => {
    it('cancels a lesson, keeping the row and freeing the teacher’s half, and publishes it', async () => {
      const no = await addLesson({ teacher: true });
      expect(await service.cancel(at(no, 0), admin)).toEqual({ schedule_no: no, lock_version: 1, cancel_flag: 1 });
      expect(await rowOf(no)).toMatchObject({ cancel_flag: 1, lock_version: 1 });
      const [{ seats }] = (await ds.query(
        `SELECT coalesce(sum("seats"), 0)::int AS "seats" FROM "scheduling"."teacher_half_occupancy"
          WHERE "teacher_no" = $1 AND "schedule_date" = $2`,
        [TEACHER, DAY],
      )) as { seats: number }[];
      expect(seats).toBe(
        (
          (await ds.query(
            `SELECT count(*)::int * 2 AS "n" FROM "scheduling"."lesson" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "cancel_flag" = 0`,
            [TEACHER, DAY],
          )) as { n: number }[]
        )[0].n,
      );
      expect(await eventsOf(no)).toEqual(['LessonCancelled']);
      // cancelled once is all
      expect(await refusalOf(service.cancel(at(no, 1), admin))).toMatchObject({
        status: 400,
        key: 'assignment.cancelNotAllowed',
      });
    });

    it('refuses a stale read (409), a lesson outside the editable period (400), and a center not the caller’s (404)', async () => {
      const no = await addLesson();
      await service.setTeacherType({ ...at(no, 0), teacher_request_type: 2 }, admin);
      expect(await refusalOf(service.cancel(at(no, 0), admin))).toMatchObject({ status: 409, key: 'MSG_0001' });
      const late = await addLesson({ date: BEYOND });
      expect(await refusalOf(service.cancel(at(late, 0), admin))).toMatchObject({
        status: 400,
        key: 'assignment.outsideEditablePeriod',
      });
      expect(await refusalOf(service.cancel(at(no, 1), staff([1])))).toMatchObject({ status: 404 });
      expect([(await rowOf(no)).cancel_flag, (await rowOf(late)).cancel_flag]).toEqual([0, 0]);
    });
  });

  describe('setTeacherType (C40101_setTeacherType)', () => {
    it('sets the lesson’s requested teacher type at the lock_version read, and clears it', async () => {
      const no = await addLesson();
      expect(await service.setTeacherType({ ...at(no, 0), teacher_request_type: 3 }, admin)).toEqual({
        schedule_no: no,
        lock_version: 1,
        teacher_request_type: 3,
      });
      expect(await service.setTeacherType({ ...at(no, 1), teacher_request_type: null }, admin)).toMatchObject({
        lock_version: 2,
      });
      expect(await rowOf(no)).toMatchObject({ teacher_request_type: null, lock_version: 2 });
    });

    it('refuses a stale read (409), a cancelled lesson (400), a type there is not (422), another center’s lesson (404)', async () => {
      const no = await addLesson();
      await service.setTeacherType({ ...at(no, 0), teacher_request_type: 1 }, admin);
      expect(await refusalOf(service.setTeacherType({ ...at(no, 0), teacher_request_type: 2 }, admin))).toMatchObject({
        status: 409,
        key: 'MSG_0001',
      });
      expect(await refusalOf(service.setTeacherType({ ...at(no, 1), teacher_request_type: 4 }, admin))).toMatchObject({
        status: 422,
      });
      expect(await refusalOf(service.setTeacherType({ ...at(no, 1), teacher_request_type: 2 }, staff([1])))).toMatchObject({
        status: 404,
      });
      await service.cancel(at(no, 1), admin);
      expect(await refusalOf(service.setTeacherType({ ...at(no, 2), teacher_request_type: 2 }, admin))).toMatchObject({
        status: 400,
        key: 'assignment.lessonCancelled',
      });
      expect(await rowOf(no)).toMatchObject({ teacher_request_type: 1, lock_version: 2 });
    });
  });

  describe('the lesson events of a transferred lesson', () => {
    it('name the center it came from while it is held elsewhere (its board shows it too), 0 once it is back', async () => {
      const no = await addLesson();
      await service.setTransfer({ ...at(no, 0), target_center_no: TARGET }, admin);
      await service.setTeacherType({ ...at(no, 1), teacher_request_type: 2 }, admin);
      await service.removeTransfer(at(no, 2), admin);
      const places = (await ds.query(
        `SELECT "type", ("payload"->>'center_no')::int AS "center_no", ("payload"->>'original_center_no')::int AS "original_center_no",
                ("payload"->>'previous_center_no')::int AS "previous_center_no"
           FROM "scheduling"."outbox" WHERE "id" > $1 AND "payload"->>'schedule_no' = $2 ORDER BY "id"`,
        [since, String(no)],
      )) as { type: string; center_no: number; original_center_no: number; previous_center_no: number | null }[];
      expect(places).toEqual([
        { type: 'LessonTransferred', center_no: TARGET, original_center_no: CENTER, previous_center_no: CENTER },
        { type: 'LessonTeacherTypeSet', center_no: TARGET, original_center_no: CENTER, previous_center_no: null },
        { type: 'LessonTransferred', center_no: CENTER, original_center_no: 0, previous_center_no: TARGET },
      ]);
    });
  });
});
