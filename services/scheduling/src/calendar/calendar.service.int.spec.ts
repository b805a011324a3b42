import { type Caller } from '@school/contracts';
import { CALENDAR_ERROR, fiscalYearOf, ROLE, tokyoDate } from '@school/domain';
import { DataSource } from 'typeorm';
import { CalendarService } from './calendar.service';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { CalendarRepository } from './calendar.repository';
import { refusalOf } from '@school/server-kit/testing';

// M21001 calendar and holidays against the real PostgreSQL, the caller's centers from scheduling's
// center projection as in production. The days written are this file's own: center 1's fiscal year
// 2090, which no seed reaches, removed at the end.
const CENTER = 1;
const OTHER_CENTER = 2;
const YEAR = 2090;
const START = `${YEAR}-04-01`;
const END = `${YEAR + 1}-03-31`;

const caller: Caller = {
  userNo: 829_001,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['M21001'],
  centerNos: [CENTER],
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'calendar.service.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
};

describe('CalendarService (M21001) against PostgreSQL', () => {
  let ds: DataSource;
  let calendar: CalendarService;

  const day = (date: string, over: Record<string, unknown> = {}) => ({
    schedule_date: date,
    closed_flag: 0,
    tstart_ime_limit_no: 10,
    end_time_limit_no: 50,
    remarks: null,
    lock_version: null,
    ...over,
  });
  const edit = (rows: unknown[], c: Caller = caller, center = CENTER) =>
    calendar.batchEdit({ center_no: center, year: YEAR, start_date: START, end_date: END, calendar_data: rows }, c);
  const stored = async (date: string) =>
    (await ds.query(
      `SELECT "closed_flag", "tstart_ime_limit_no", "end_time_limit_no", "remarks", "lock_version"
         FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "schedule_date" = $2`,
      [CENTER, date],
    )) as {
      closed_flag: number;
      tstart_ime_limit_no: number;
      end_time_limit_no: number;
      remarks: string | null;
      lock_version: number;
    }[];
  const cleanUp = () =>
    ds.query(`DELETE FROM "scheduling"."calendar_day" WHERE "center_no" = ANY($1::int[]) AND "schedule_date" BETWEEN $2 AND $3`, [
      [CENTER, OTHER_CENTER],
      START,
      END,
    ]);

  beforeAll(async () => {
    // the events the service writes carry the run's namespace, so the run's outbox relay publishes them
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    calendar = new CalendarService(new CalendarRepository(ds), new CenterAccess(new CenterRepository(ds)));
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('getRange (M21001_getCalendarByRange)', () => {
    it('prefills a range nothing is stored for: every day unsaved, holidays closed', async () => {
      const range = await calendar.getRange(
        { center_no: CENTER, start_date: `${YEAR}-05-01`, end_date: `${YEAR}-05-07` },
        caller,
      );
      expect(range).toMatchObject({ center_no: CENTER, prefilled: true, today: tokyoDate(Date.now()) });
      expect(range.days.map((d) => d.schedule_date)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `${YEAR}-05-0${n}`));
      expect(range.days.every((d) => d.lock_version === null)).toBe(true);
      // Constitution Memorial Day
      expect(range.days[2]).toMatchObject({ closed_flag: 1, remarks: expect.any(String) });
      expect(range.time_slots.every((s) => s.time_limit_no % 10 === 0)).toBe(true);
    });

    it('refuses a center the caller does not work at, and a reversed range (422)', async () => {
      expect(
        await refusalOf(calendar.getRange({ center_no: OTHER_CENTER, start_date: START, end_date: `${YEAR}-04-30` }, caller)),
      ).toMatchObject({ status: 422, errors: { center_no: ['scheduling.calendar.centerInvalid'] } });
      expect(await refusalOf(calendar.getRange({ center_no: CENTER, start_date: END, end_date: START }, caller))).toMatchObject({
        status: 422,
        errors: { start_date: ['scheduling.calendar.rangeInvalid'] },
      });
    });
  });

  describe('batchEdit (M21001_doBatchEdit)', () => {
    it('stores new days, then changes each at the lock_version it was read with, and publishes the change', async () => {
      const first = await edit([
        day(`${YEAR}-06-01`),
        day(`${YEAR}-06-02`, { closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0, remarks: '休校' }),
      ]);
      expect(first.prefilled).toBe(false);
      expect(first.days.find((d) => d.schedule_date === `${YEAR}-06-01`)).toMatchObject({ closed_flag: 0, lock_version: 0 });
      expect(await stored(`${YEAR}-06-02`)).toEqual([
        { closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0, remarks: '休校', lock_version: 0 },
      ]);
      await edit([day(`${YEAR}-06-01`, { end_time_limit_no: 30, lock_version: 0 })]);
      expect(await stored(`${YEAR}-06-01`)).toEqual([
        { closed_flag: 0, tstart_ime_limit_no: 10, end_time_limit_no: 30, remarks: null, lock_version: 1 },
      ]);
      const [event] = (await ds.query(
        `SELECT "payload" FROM "scheduling"."outbox" WHERE "type" = 'CalendarDayChanged'
            AND ("payload"->>'center_no')::int = $1 AND ("payload"->>'fiscal_year')::int = $2 ORDER BY "id" DESC LIMIT 1`,
        [CENTER, YEAR],
      )) as { payload: { days: { schedule_date: string; end_time_limit_no: number }[] } }[];
      expect(event.payload.days).toEqual([expect.objectContaining({ schedule_date: `${YEAR}-06-01`, end_time_limit_no: 30 })]);
    });

    it('refuses a whole batch with one stale day (409 MSG_0001) and writes none of it', async () => {
      await edit([day(`${YEAR}-07-01`), day(`${YEAR}-07-02`)]);
      // someone else changed 07-02 meanwhile
      await edit([day(`${YEAR}-07-02`, { remarks: '他の人', lock_version: 0 })]);
      const refused = await refusalOf(
        edit([
          day(`${YEAR}-07-01`, { end_time_limit_no: 20, lock_version: 0 }),
          day(`${YEAR}-07-02`, { lock_version: 0 }),
          day(`${YEAR}-07-03`),
        ]),
      );
      expect(refused).toMatchObject({ status: 409, code: 'MSG_0001' });
      expect((await stored(`${YEAR}-07-01`))[0]).toMatchObject({ end_time_limit_no: 50, lock_version: 0 });
      expect((await stored(`${YEAR}-07-02`))[0]).toMatchObject({ remarks: '他の人', lock_version: 1 });
      expect(await stored(`${YEAR}-07-03`)).toEqual([]);
      // a day someone else created first is stale too
      expect(await refusalOf(edit([day(`${YEAR}-07-01`)]))).toMatchObject({ status: 409, code: 'MSG_0001' });
    });

    it('refuses a day that is not after today (422 notEditable) and a center not the caller’s', async () => {
      const today = tokyoDate(Date.now());
      const year = fiscalYearOf(today);
      const [start, end] = [`${year}-04-01`, `${year + 1}-03-31`];
      const past = await refusalOf(
        calendar.batchEdit({ center_no: CENTER, year, start_date: start, end_date: end, calendar_data: [day(today)] }, caller),
      );
      expect(past).toMatchObject({ status: 422, errors: { [today]: [{ key: CALENDAR_ERROR.notEditable }] } });
      expect(await refusalOf(edit([day(`${YEAR}-08-01`)], caller, OTHER_CENTER))).toMatchObject({
        status: 422,
        errors: { center_no: ['scheduling.calendar.centerInvalid'] },
      });
      expect(
        (await ds.query(`SELECT 1 FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "schedule_date" = $2`, [
          OTHER_CENTER,
          `${YEAR}-08-01`,
        ])) as unknown[],
      ).toEqual([]);
    });
  });
});
