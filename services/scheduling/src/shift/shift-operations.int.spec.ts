import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { DataSource } from 'typeorm';
import { ShiftService } from './shift.service';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { ShiftRepository } from './shift.repository';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import { refusalOf } from '@school/server-kit/testing';

// The C10201 operations shift.service.int.spec.ts leaves to this file: which cells may be edited,
// the center's teacher list, and who may read or save whose shifts. Against the real PostgreSQL,
// staff's centers from scheduling's center projection. Teachers are the seed's (read only); the
// calendar days and shifts from 2096-08-06 are this file's own, removed at the end.
const CENTER = 1;
const OTHER_CENTER = 2;
const OPEN = '2096-08-06';
const CLOSED = '2096-08-07';
const UNKNOWN = '2096-08-08';

const caller = (c: Partial<Caller>): Caller => ({
  userNo: 833_999,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['C10201'],
  centerNos: [CENTER],
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'shift-operations.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
  ...c,
});
const staff = caller({});

describe('ShiftService (C10201) reads and access against PostgreSQL', () => {
  let ds: DataSource;
  let shifts: ShiftService;
  let halves: number[];
  let atCenter: number[];
  let mine: number;
  let elsewhere: number;

  const teacher = (no: number) => caller({ role: ROLE.TEACHER, centerNos: null, teacherNo: no });
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`, [
      CENTER,
      OPEN,
      UNKNOWN,
    ]);
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "schedule_date" BETWEEN $1 AND $2`, [OPEN, UNKNOWN]);
    await ds.query(`DELETE FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`, [
      CENTER,
      OPEN,
      UNKNOWN,
    ]);
    await ds.query(`DELETE FROM "scheduling"."entry_cell" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`, [
      CENTER,
      OPEN,
      UNKNOWN,
    ]);
  };

  beforeAll(async () => {
    // the events the service writes carry the run's namespace, so the run's outbox relay publishes them
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    shifts = new ShiftService(new ShiftRepository(ds), new CenterAccess(new CenterRepository(ds)), new EntryCellRepository(ds));
    await cleanUp();
    await ds.query(
      `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
         "end_time_limit_no", "dayofweek_code", "fiscal_year")
       VALUES ($1, $2, 0, 10, 20, extract(isodow FROM $2::date), 2096), ($1, $3, 1, 0, 0, extract(isodow FROM $3::date), 2096)`,
      [CENTER, OPEN, CLOSED],
    );
    halves = (
      (await ds.query(
        `SELECT "time_limit_no" FROM "scheduling"."time_slot" WHERE "time_division" <> 0 ORDER BY "sort_order", 1`,
      )) as {
        time_limit_no: number;
      }[]
    ).map((h) => h.time_limit_no);
    const teachers = (await ds.query(
      `SELECT "teacher_no", "center_nos" FROM "scheduling"."teacher_projection" WHERE "status" <> 3 ORDER BY 1`,
    )) as { teacher_no: number; center_nos: number[] }[];
    atCenter = teachers.filter((t) => t.center_nos.includes(CENTER)).map((t) => t.teacher_no);
    mine = atCenter[0];
    elsewhere = teachers.find((t) => !t.center_nos.includes(CENTER))!.teacher_no;
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('checkIsEditable (C10201_checkIsEditable)', () => {
    it('makes staff cells editable only in the open hours of a registered open day', async () => {
      const out = await shifts.checkIsEditable({ center_no: CENTER, start_date: OPEN, end_date: UNKNOWN }, staff);
      expect(out.cells).toHaveLength(3 * halves.length);
      const editable = out.cells.filter((c) => c.is_admin_editable).map((c) => `${c.schedule_date} ${c.time_limit_no}`);
      expect(editable).toEqual([11, 12, 21, 22].map((h) => `${OPEN} ${h}`));
      // far beyond the teachers' own window
      expect(out.cells.some((c) => c.is_teacher_editable)).toBe(false);
    });

    it('refuses a teacher a center they do not work at, and staff a center not theirs (422)', async () => {
      expect(await refusalOf(shifts.checkIsEditable({ center_no: CENTER, start_date: OPEN }, teacher(elsewhere)))).toMatchObject({
        status: 422,
        errors: { center_no: ['scheduling.shift.notTeacherCenter'] },
      });
      expect(await refusalOf(shifts.checkIsEditable({ center_no: OTHER_CENTER, start_date: OPEN }, staff))).toMatchObject({
        status: 422,
        errors: { center_no: ['scheduling.shift.centerNotAuthorised'] },
      });
    });
  });

  describe('browseTeacherByCenter (C10201_doBrowseTeacherByCenter)', () => {
    it('lists the center’s teachers who have not retired, and refuses a center not the caller’s', async () => {
      const list = await shifts.browseTeacherByCenter({ center_no: CENTER }, staff);
      expect(list.map((t) => t.teacher_no)).toEqual(atCenter);
      expect(await refusalOf(shifts.browseTeacherByCenter({ center_no: OTHER_CENTER }, staff))).toMatchObject({ status: 422 });
    });
  });

  describe('browseAllTeacherByCenter (C10201_doBrowseAllTeacherByCenter)', () => {
    it('gives staff one teacher of their centers with the shift cells of every center', async () => {
      await ds.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, 11, $3, 1)`,
        [mine, OPEN, CENTER],
      );
      const page = await shifts.browseAllTeacherByCenter({ searchInfo: { teacher_no: mine, start_date: OPEN } }, staff);
      expect(page.data.map((t) => t.teacher_no)).toEqual([mine]);
      expect(page.data[0].shifts).toEqual([{ schedule_date: OPEN, time_limit_no: 11, work_flag: 1, center_no: CENTER }]);
      expect(page.data[0].shift_versions[OPEN]).toBeGreaterThan(0);
    });

    it('refuses a teacher another’s shifts, and staff a teacher of none of their centers', async () => {
      expect(
        await refusalOf(
          shifts.browseAllTeacherByCenter({ searchInfo: { teacher_no: elsewhere, start_date: OPEN } }, teacher(mine)),
        ),
      ).toMatchObject({ status: 400, key: 'scheduling.shift.notOwn' });
      expect(
        await refusalOf(shifts.browseAllTeacherByCenter({ searchInfo: { teacher_no: elsewhere, start_date: OPEN } }, staff)),
      ).toMatchObject({ status: 422, errors: { center_no: ['scheduling.shift.centerNotAuthorised'] } });
    });
  });

  describe('updateSchedule (C10201_doUpdateSchedule) as staff', () => {
    const cell = (teacherNo: number, center: number, half: number) => ({
      schedule_date: OPEN,
      time_limit_no: half,
      work_flag: 1,
      delete_flag: 0,
      teacher_no: teacherNo,
      center_no: center,
      shift_version: 0,
    });
    const stored = async (teacherNo: number, half: number) =>
      (await ds.query(
        `SELECT 1 FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [teacherNo, OPEN, half],
      )) as unknown[];

    it('refuses a cell of a center not the caller’s, a cell outside the open hours, and writes none', async () => {
      expect(await refusalOf(shifts.updateSchedule({ updateData: [cell(elsewhere, OTHER_CENTER, 21)] }, staff))).toMatchObject({
        status: 422,
        errors: { 'updateData.0.center_no': ['scheduling.shift.centerNotAuthorised'] },
      });
      expect(
        await refusalOf(shifts.updateSchedule({ updateData: [cell(mine, CENTER, 22), cell(mine, CENTER, 31)] }, staff)),
      ).toMatchObject({
        status: 422,
        errors: { 'updateData.1.schedule_date': ['scheduling.shift.notEditable'] },
      });
      expect([await stored(elsewhere, 21), await stored(mine, 22)]).toEqual([[], []]);
    });

    it('lets staff save a teacher’s cell in the open hours of their center', async () => {
      const version = (await shifts.browseAllTeacherByCenter({ searchInfo: { teacher_no: mine, start_date: OPEN } }, staff))
        .data[0].shift_versions[OPEN];
      expect(await shifts.updateSchedule({ updateData: [{ ...cell(mine, CENTER, 22), shift_version: version }] }, staff)).toEqual(
        {
          updated: 1,
        },
      );
      expect(await stored(mine, 22)).toHaveLength(1);
    });
  });
});
