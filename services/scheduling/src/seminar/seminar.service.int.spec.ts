import { type SeminarCalendarRecord } from '@school/contracts';
import { DataSource } from 'typeorm';
import { SeminarService } from './seminar.service';
import { SeminarRepository } from './seminar.repository';
import { refusalOf } from '@school/server-kit/testing';

// M20801 seasonal schedule against the real PostgreSQL. The seminars are this file's own: named
// with its prefix and in a fiscal year no seed reaches (2097), removed at the end.
const PREFIX = `schedtests-${process.pid}-`;
const YEAR = 2097;

describe('SeminarService (M20801) against PostgreSQL', () => {
  let ds: DataSource;
  let seminars: SeminarService;

  const form = (name: string, over: Record<string, unknown> = {}) => ({
    seminar_name: `${PREFIX}${name}`,
    schedule_start_date: `${YEAR}-07-20`,
    schedule_end_date: `${YEAR}-08-31`,
    start_time_limit_no: 10,
    end_time_limit_no: 30,
    entry_start_date: `${YEAR}-06-01`,
    entry_end_date: `${YEAR}-07-10`,
    remarks: '',
    ...over,
  });
  const stored = async (no: number) =>
    (await ds.query(
      `SELECT "seminar_name", "lock_version" FROM "scheduling"."seminar_calendar" WHERE "seminar_calendar_no" = $1`,
      [no],
    )) as { seminar_name: string; lock_version: number }[];
  const events = async (no: number) =>
    (
      (await ds.query(
        `SELECT "payload"->>'action' AS "action" FROM "scheduling"."outbox"
          WHERE "type" = 'SeminarCalendarChanged'
            AND coalesce("payload"->'seminar'->>'seminar_calendar_no', "payload"->>'seminar_calendar_no') = $1 ORDER BY "id"`,
        [String(no)],
      )) as { action: string }[]
    ).map((e) => e.action);
  const cleanUp = () => ds.query(`DELETE FROM "scheduling"."seminar_calendar" WHERE "seminar_name" LIKE $1`, [`${PREFIX}%`]);
  const add = (name: string) => seminars.save(form(name));

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    seminars = new SeminarService(new SeminarRepository(ds));
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('save (M20801_doSave)', () => {
    it('adds a seminar with its fiscal year and publishes it; edits it at the lock_version read', async () => {
      const added = await add('summer');
      expect(added).toMatchObject({
        seminar_name: `${PREFIX}summer`,
        fiscal_year: YEAR,
        schedule_start_date: `${YEAR}-07-20`,
        entry_end_date: `${YEAR}-07-10`,
        start_time_limit_no: 10,
        end_time_limit_no: 30,
        remarks: null,
        lock_version: 0,
      });
      const edited = await seminars.save({
        ...form('summer2'),
        seminar_calendar_no: added.seminar_calendar_no,
        lock_version: added.lock_version,
      });
      expect(edited).toMatchObject({ seminar_name: `${PREFIX}summer2`, lock_version: 1 });
      expect(await events(added.seminar_calendar_no)).toEqual(['added', 'edited']);
    });

    it('refuses an edit from a stale read (409 MSG_0001) and writes nothing', async () => {
      const added = await add('stale');
      await seminars.save({
        ...form('stale'),
        remarks: 'first',
        seminar_calendar_no: added.seminar_calendar_no,
        lock_version: 0,
      });
      const second = await refusalOf(
        seminars.save({ ...form('stale-lost'), seminar_calendar_no: added.seminar_calendar_no, lock_version: 0 }),
      );
      expect(second).toMatchObject({ status: 409, code: 'MSG_0001' });
      expect(await stored(added.seminar_calendar_no)).toEqual([{ seminar_name: `${PREFIX}stale`, lock_version: 1 }]);
    });

    it('refuses a name another seminar has, an unknown slot and reversed dates, all in one 422', async () => {
      await add('taken');
      const refused = await refusalOf(
        seminars.save(
          form('taken', { start_time_limit_no: 99, schedule_end_date: `${YEAR}-07-01`, entry_end_date: `${YEAR}-05-01` }),
        ),
      );
      expect(refused.status).toBe(422);
      expect(refused.errors).toMatchObject({
        seminar_name: [{ key: 'masters.m20801.nameTaken' }],
        start_time_limit_no: [{ key: 'masters.m20801.slotUnknown' }],
        schedule_end_date: [{ key: 'masters.m20801.endBeforeStart' }],
        entry_end_date: [{ key: 'masters.m20801.entryEndBeforeStart' }],
      });
      expect(
        (await ds.query(`SELECT 1 FROM "scheduling"."seminar_calendar" WHERE "seminar_name" = $1`, [
          `${PREFIX}taken`,
        ])) as unknown[],
      ).toHaveLength(1);
    });
  });

  describe('browse (M20801_doBrowse)', () => {
    it('lists the seminars matching the search and fiscal year, latest first', async () => {
      const early = await seminars.save(
        form('browse-a', {
          schedule_start_date: `${YEAR}-04-10`,
          entry_start_date: `${YEAR}-03-01`,
          entry_end_date: `${YEAR}-04-05`,
        }),
      );
      const late = await seminars.save(
        form('browse-b', { schedule_start_date: `${YEAR}-12-20`, schedule_end_date: `${YEAR}-12-28` }),
      );
      const page = await seminars.browse({
        searchInfo: { search: `${PREFIX}browse`, fiscal_year: YEAR },
        pagination: { current_page: 1, per_page: 10 },
      });
      expect(page.data.map((r) => r.seminar_calendar_no)).toEqual([late.seminar_calendar_no, early.seminar_calendar_no]);
      expect(page.pagination.total).toBe(2);
      const otherYear = await seminars.browse({ searchInfo: { search: `${PREFIX}browse`, fiscal_year: YEAR + 1 } });
      expect(otherYear.data).toEqual([]);
    });
  });

  describe('getEdit (M20801_getEdit)', () => {
    it('reads a seminar by its name, and is 404 for a name no seminar has', async () => {
      const added = await add('read');
      expect(await seminars.getEdit({ seminar_name: `${PREFIX}read` })).toEqual(added);
      expect(await refusalOf(seminars.getEdit({ seminar_name: `${PREFIX}none` }))).toMatchObject({ status: 404 });
      expect(await refusalOf(seminars.getEdit({ seminar_name: '' }))).toMatchObject({ status: 422 });
    });
  });

  describe('delete (M20801_doDelete)', () => {
    it('deletes at the lock_version read and publishes it; a stale read is 409 and keeps the row', async () => {
      const added: SeminarCalendarRecord = await add('delete');
      const no = added.seminar_calendar_no;
      await seminars.save({ ...form('delete'), remarks: 'changed', seminar_calendar_no: no, lock_version: 0 });
      expect(await refusalOf(seminars.delete({ seminar_calendar_no: no, lock_version: 0 }))).toMatchObject({
        status: 409,
        code: 'MSG_0001',
      });
      expect(await stored(no)).toHaveLength(1);
      expect(await seminars.delete({ seminar_calendar_no: no, lock_version: 1 })).toBeNull();
      expect(await stored(no)).toEqual([]);
      expect(await events(no)).toEqual(['added', 'edited', 'deleted']);
    });
  });

  describe('getDropdownData (M20801_getDropdownData)', () => {
    it('offers every time slot in timetable order', async () => {
      const slots = (await ds.query(
        `SELECT "time_limit_no" FROM "scheduling"."time_slot" ORDER BY "sort_order", "time_limit_no"`,
      )) as {
        time_limit_no: number;
      }[];
      const { time_slots } = await seminars.getDropdownData();
      expect(time_slots.map((s) => s.value)).toEqual(slots.map((s) => s.time_limit_no));
      expect(time_slots.every((s) => typeof s.label === 'string' && s.label !== '')).toBe(true);
    });
  });
});
