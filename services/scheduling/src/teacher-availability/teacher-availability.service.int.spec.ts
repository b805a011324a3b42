import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { TeacherAvailabilityService } from './teacher-availability.service';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { TeacherAvailabilityRepository } from './teacher-availability.repository';

// C10101 doBrowseAllByCalendar against the real PostgreSQL, the caller's centers from
// scheduling's center projection. The teachers are the seed's (read only); their shifts in a week no seed
// reaches (from 2096-09-03) are this file's own, removed at the end.
const CENTER = 1;
const OTHER_CENTER = 2;
const START = '2096-09-03';

const caller: Caller = {
  userNo: 832_999,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['C10101'],
  centerNos: [CENTER],
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'teacher-availability.service.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
};

describe('TeacherAvailabilityService (C10101_doBrowseAllByCalendar) against PostgreSQL', () => {
  let ds: DataSource;
  let availability: TeacherAvailabilityService;
  let atCenter: number[];
  let twoCenters: number;

  const shift = (teacherNo: number, date: string, half: number, center: number) =>
    ds.query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, $2, $3, $4, 1)`,
      [teacherNo, date, half, center],
    );
  const cleanUp = async () => {
    await ds.query(
      `DELETE FROM "scheduling"."teacher_schedule" WHERE "center_no" = ANY($1::int[]) AND "schedule_date" BETWEEN $2 AND $2::date + 13`,
      [[CENTER, OTHER_CENTER], START],
    );
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "schedule_date" BETWEEN $1 AND $1::date + 13`, [
      START,
    ]);
  };

  beforeAll(async () => {
    // the events the service writes carry the run's namespace, so the run's outbox relay publishes them
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    // check() only asks masters; the event bus is for the kept lists of a running service
    availability = new TeacherAvailabilityService(
      new TeacherAvailabilityRepository(ds),
      new CenterAccess(new CenterRepository(ds)),
    );
    await cleanUp();
    atCenter = (
      (await ds.query(
        `SELECT "teacher_no" FROM "scheduling"."teacher_projection" WHERE $1 = ANY("center_nos") AND "status" <> 3 ORDER BY 1`,
        [CENTER],
      )) as { teacher_no: number }[]
    ).map((t) => t.teacher_no);
    [{ teacher_no: twoCenters }] = (await ds.query(
      `SELECT "teacher_no" FROM "scheduling"."teacher_projection"
        WHERE $1 = ANY("center_nos") AND $2 = ANY("center_nos") AND "status" <> 3 ORDER BY 1 LIMIT 1`,
      [CENTER, OTHER_CENTER],
    )) as { teacher_no: number }[];
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('browse', () => {
    it('lists the center’s teachers with their shifts there over the week from the start date', async () => {
      await shift(twoCenters, START, 21, CENTER);
      await shift(twoCenters, '2096-09-09', 22, CENTER);
      // another center's half, and the day after the week, are not this page's
      await shift(twoCenters, '2096-09-04', 31, OTHER_CENTER);
      await shift(twoCenters, '2096-09-10', 21, CENTER);
      const page = await availability.browse(
        { searchInfo: { center_no: CENTER, start_date: START }, pagination: { current_page: 1, per_page: 50 } },
        caller,
      );
      expect(page.data.map((t) => t.teacher_no)).toEqual(atCenter);
      expect(page.data.find((t) => t.teacher_no === twoCenters)?.shifts).toEqual([
        { schedule_date: START, time_limit_no: 21, work_flag: 1, center_no: CENTER },
        { schedule_date: '2096-09-09', time_limit_no: 22, work_flag: 1, center_no: CENTER },
      ]);
      // ten a page unless asked otherwise
      const first = await availability.browse({ searchInfo: { center_no: CENTER, start_date: START } }, caller);
      expect(first.pagination).toMatchObject({ per_page: 10, total: atCenter.length });
    });

    it('refuses a center the caller does not work at and a date that is not one (422)', async () => {
      const refused = await availability
        .browse({ searchInfo: { center_no: OTHER_CENTER, start_date: START } }, caller)
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({
        status: 422,
        errors: { center_no: ['scheduling.teacherAvailability.centerNotAuthorised'] },
      });
      expect(
        await availability
          .browse({ searchInfo: { center_no: CENTER, start_date: '2096-02-30' } }, caller)
          .catch((e: unknown) => e),
      ).toMatchObject({ status: 422, errors: { start_date: ['scheduling.teacherAvailability.invalidDate'] } });
    });
  });
});
