import { type AlertRaisedEvent, type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { AlertRepository } from './alert.repository';
import { AlertService } from './alert.service';

// The alert service against the run's migrated and seeded PostgreSQL; its alerts carry dedupe keys
// "int-alert-7…" and users 700_001…, and are removed after with their read marks.
const USER = 700_001;
const caller = (role: number, userNo: number | null = USER): Caller => ({
  userNo,
  role,
  functionIds: [],
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'alert-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
});
const event = (dedupe: string): AlertRaisedEvent =>
  ({
    kind: 'lessonUnassigned',
    dedupe_key: dedupe,
    subject: { schedule_no: 700_001, schedule_date: '2026-01-01', time_label: '10:00', student_no: null },
    audience: { roles: [ROLE.OFFICE_STAFF], center_no: null },
    raised_at: new Date().toISOString(),
  }) as unknown as AlertRaisedEvent;

describe('AlertService', () => {
  let ds: DataSource;
  let alerts: AlertService;

  const cleanUp = async () => {
    await ds.query(
      `DELETE FROM "masters"."alert_read" WHERE "alert_no" IN (SELECT "alert_no" FROM "masters"."alert" WHERE "dedupe_key" LIKE 'int-alert-7%')`,
    );
    await ds.query(`DELETE FROM "masters"."alert" WHERE "dedupe_key" LIKE 'int-alert-7%'`);
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    alerts = new AlertService(ds, new AlertRepository(ds));
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('stores an alert once per dedupe key, lists it to its roles and marks it read per user', async () => {
    const id = '70000000-0000-4000-8000-000000700031';
    expect(await ds.transaction((tx) => alerts.store(tx, event('int-alert-700001'), id))).toBe(true);
    expect(await ds.transaction((tx) => alerts.store(tx, event('int-alert-700001'), id))).toBe(false);
    const [{ alert_no }] = (await ds.query(
      `SELECT "alert_no" FROM "masters"."alert" WHERE "dedupe_key" = 'int-alert-700001'`,
    )) as {
      alert_no: number;
    }[];

    const seen = await alerts.browse(
      { searchInfo: { confirmed_flag: 0 }, pagination: { per_page: 100 } },
      caller(ROLE.OFFICE_STAFF),
    );
    expect(seen.data.find((a) => a.alert_no === alert_no)).toMatchObject({ confirmed_flag: 0 });
    expect(
      (await alerts.browse({ pagination: { per_page: 100 } }, caller(ROLE.SALES))).data.some((a) => a.alert_no === alert_no),
    ).toBe(false);

    expect(await alerts.updateAlert({ alert_no }, caller(ROLE.OFFICE_STAFF))).toMatchObject({ alert_no, confirmed_flag: 1 });
    const read = await alerts.browse(
      { searchInfo: { confirmed_flag: 1 }, pagination: { per_page: 100 } },
      caller(ROLE.OFFICE_STAFF),
    );
    expect(read.data.some((a) => a.alert_no === alert_no)).toBe(true);
    // an alert the caller may not see makes the whole batch a 404, nothing written
    const refused = await alerts.updateBatch({ alert_nos: [alert_no] }, caller(ROLE.SALES, USER + 1)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(404);
  });
});
