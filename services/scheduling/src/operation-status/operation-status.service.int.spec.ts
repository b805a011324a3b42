import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { DataSource } from 'typeorm';
import { OperationStatusService } from './operation-status.service';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { OperationStatusRepository } from './operation-status.repository';
import { ZoomLogRepository } from '../zoom-log/zoom-log.repository';
import { refusalOf } from '@school/server-kit/testing';

// M00501 operation status against the real PostgreSQL, the caller's centers and
// classrooms from scheduling's center projection as in production. The caller works at center 1 only. The rows
// written are this file's own: lessons 830_0xx (students 830_1xx) and a seeded teacher's shift in a
// week no seed reaches, a calendar day of that week, removed at the end.
const CENTER = 1;
const OTHER_CENTER = 2;
const MONDAY = '2096-05-07';
const WEDNESDAY = '2096-05-09';
const FIRST_LESSON = 830_001;
const FIRST_STUDENT = 830_101;
const ZOOM = { zoom_url: 'https://zoom.us/j/83000000001', zoom_meeting_id: '830 0000 0001', zoom_passcode: 'abc830' };

const caller: Caller = {
  userNo: 830_999,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['M00501'],
  centerNos: [CENTER],
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'operation-status.service.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
};

describe('OperationStatusService (M00501) against PostgreSQL', () => {
  let ds: DataSource;
  let status: OperationStatusService;
  let teacherNo: number;
  let next = FIRST_LESSON;

  const addLesson = async (o: { center?: number; date?: string; slot?: number; teacher?: number; cancelled?: boolean } = {}) => {
    const no = next++;
    const slot = o.slot ?? 21;
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "cancel_flag")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $3, $3 % 10, $4, $5, $6, 200 + $3 % 10, 1,
         extract(isodow FROM $2::date), $7)`,
      [no, o.date ?? MONDAY, slot, FIRST_STUDENT + no - FIRST_LESSON, o.teacher ?? 0, o.center ?? CENTER, o.cancelled ? 1 : 0],
    );
    return no;
  };
  const lockOf = async (no: number) =>
    (
      (await ds.query(`SELECT "lock_version", "zoom_url" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [no])) as {
        lock_version: number;
        zoom_url: string | null;
      }[]
    )[0];
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [FIRST_LESSON]);
    for (const table of ['teacher_schedule', 'calendar_day'])
      await ds.query(
        `DELETE FROM "scheduling"."${table}" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $2::date + 6`,
        [CENTER, MONDAY],
      );
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "schedule_date" BETWEEN $1 AND $1::date + 6`, [
      MONDAY,
    ]);
  };

  beforeAll(async () => {
    // the events the service writes carry the run's namespace, so the run's outbox relay publishes them
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 6 } });
    await ds.initialize();
    status = new OperationStatusService(
      new OperationStatusRepository(ds),
      new CenterAccess(new CenterRepository(ds)),
      new ZoomLogRepository(ds),
    );
    await cleanUp();
    // a seeded active teacher of the center (read only): their shift that week is this file's
    [{ teacher_no: teacherNo }] = (await ds.query(
      `SELECT "teacher_no" FROM "scheduling"."teacher_projection" WHERE $1 = ANY("center_nos") AND "status" = 1 ORDER BY 1 LIMIT 1`,
      [CENTER],
    )) as { teacher_no: number }[];
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('initDropdown (M00501_initDropdown)', () => {
    it('offers only the caller’s centers, each with its classrooms, and the 90-minute periods', async () => {
      const classrooms = (await ds.query(`SELECT "classroom_no" FROM "masters"."classroom" WHERE "center_no" = $1 ORDER BY 1`, [
        CENTER,
      ])) as { classroom_no: number }[];
      const out = await status.initDropdown(caller);
      expect(out.centers.map((c) => c.value)).toEqual([CENTER]);
      expect(out.centers[0].classrooms.map((c) => c.classroom_no).sort((a, b) => a - b)).toEqual(
        classrooms.map((c) => c.classroom_no),
      );
      expect(out.periods.length).toBeGreaterThan(0);
      expect(out.periods.every((p) => p.time_limit_no % 10 === 0)).toBe(true);
    });
  });

  describe('week (M00501_getOneWeekTeacherCounts)', () => {
    it('counts a week’s teachers with a shift, lessons and unassigned lessons per period; a closed day is closed', async () => {
      await ds.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, 21, $3, 1), ($1, $2, 22, $3, 0)`,
        [teacherNo, MONDAY, CENTER],
      );
      await ds.query(
        `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
           "end_time_limit_no", "dayofweek_code", "remarks", "fiscal_year")
         VALUES ($1, $2, 1, 0, 0, 3, '休校', 2096)`,
        [CENTER, WEDNESDAY],
      );
      const assigned = await addLesson({ teacher: teacherNo });
      const unassigned = await addLesson({ slot: 22 });
      await addLesson({ slot: 22, cancelled: true });
      await addLesson({ center: OTHER_CENTER });

      const week = await status.week({ center_no: CENTER, start_date: MONDAY }, caller);
      expect([week.start_date, week.end_date, week.days.length]).toEqual([MONDAY, '2096-05-13', 7]);
      const period2 = week.days[0].cells.find((c) => c.time_limit_no === 20);
      expect(period2).toMatchObject({ open: true, teacher_count: 1, lesson_count: 2, unassigned_count: 1 });
      expect(week.lessons.map((l) => l.schedule_no)).toEqual([assigned, unassigned]);
      expect(week.days[2]).toMatchObject({ closed: true, calendar: { closed_flag: 1, remarks: '休校' } });
      expect(week.days[2].cells.every((c) => !c.open)).toBe(true);
    });

    it('refuses a week not named by its Monday, and a center the caller does not work at (422)', async () => {
      expect(await refusalOf(status.week({ center_no: CENTER, start_date: '2096-05-08' }, caller))).toMatchObject({
        status: 422,
        errors: { start_date: [{ key: 'masters.m00501.notMonday' }] },
      });
      expect(await refusalOf(status.week({ center_no: OTHER_CENTER, start_date: MONDAY }, caller))).toMatchObject({
        status: 422,
        errors: { center_no: ['masters.m00501.centerInvalid'] },
      });
    });
  });

  describe('setZoomMeeting (M00501_setZoomMeetingInSchedule)', () => {
    it('sets one meeting on every listed lesson at the lock_version read, and publishes it', async () => {
      const a = await addLesson({ date: '2096-05-10', slot: 31 });
      const b = await addLesson({ date: '2096-05-10', slot: 32 });
      const lessons = await status.setZoomMeeting(
        { center_no: CENTER, ...ZOOM, lessons: [a, b].map((schedule_no) => ({ schedule_no, lock_version: 0 })) },
        caller,
      );
      expect(lessons.map((l) => [l.schedule_no, l.zoom_meeting_id, l.lock_version])).toEqual([
        [a, '83000000001', 1],
        [b, '83000000001', 1],
      ]);
      const [event] = (await ds.query(
        `SELECT "payload" FROM "scheduling"."outbox" WHERE "type" = 'LessonZoomMeetingSet' AND "payload"->'schedule_nos' @> $1::jsonb`,
        [JSON.stringify([a])],
      )) as { payload: Record<string, unknown> }[];
      expect(event.payload).toMatchObject({
        center_no: CENTER,
        schedule_nos: [a, b],
        has_passcode: true,
        user_no: caller.userNo,
      });
    });

    it('refuses the whole save when one lesson changed since it was read (409) and writes none', async () => {
      const a = await addLesson({ date: '2096-05-11', slot: 31 });
      const b = await addLesson({ date: '2096-05-11', slot: 32 });
      await ds.query(`UPDATE "scheduling"."lesson" SET "lock_version" = 1 WHERE "schedule_no" = $1`, [b]);
      const refused = await refusalOf(
        status.setZoomMeeting(
          { center_no: CENTER, ...ZOOM, lessons: [a, b].map((schedule_no) => ({ schedule_no, lock_version: 0 })) },
          caller,
        ),
      );
      expect(refused).toMatchObject({ status: 409, code: 'MSG_0001' });
      expect(await lockOf(a)).toEqual({ lock_version: 0, zoom_url: null });
    });

    it('refuses lessons of another center (422 lessonsUnknown) and a center not the caller’s', async () => {
      const mine = await addLesson({ date: '2096-05-12', slot: 41 });
      const elsewhere = await addLesson({ date: '2096-05-12', slot: 42, center: OTHER_CENTER });
      const targets = [mine, elsewhere].map((schedule_no) => ({ schedule_no, lock_version: 0 }));
      expect(await refusalOf(status.setZoomMeeting({ center_no: CENTER, ...ZOOM, lessons: targets }, caller))).toMatchObject({
        status: 422,
        errors: { lessons: ['scheduling.operationStatus.lessonsUnknown'] },
      });
      expect(
        await refusalOf(
          status.setZoomMeeting(
            { center_no: OTHER_CENTER, ...ZOOM, lessons: [{ schedule_no: elsewhere, lock_version: 0 }] },
            caller,
          ),
        ),
      ).toMatchObject({ status: 422, errors: { center_no: ['masters.m00501.centerInvalid'] } });
      expect([await lockOf(mine), await lockOf(elsewhere)]).toEqual([
        { lock_version: 0, zoom_url: null },
        { lock_version: 0, zoom_url: null },
      ]);
    });
  });
});
