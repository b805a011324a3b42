import { type Caller } from '@school/contracts';
import { allowedFunctionIds, ROLE, tokyoDate } from '@school/domain';
import { AppError, RpcClient } from '@school/server-kit';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { StudentCenterChangeService } from './student-center-change.service';
import { StudentRepository } from './student.repository';
import { StudentService } from './student.service';

// The student services against the run's migrated and seeded PostgreSQL, asking the run's reports,
// auth and scheduling services over NATS whether a student is named before deleting one. Its
// students are numbered 700_301… at seeded centers 1 and 2 and removed after.
const ACTIVE = 700_301;
const WITHDRAWN = 700_302;
const WITH_SHEET = 700_303;
const MOVING = 700_304;
const admin: Caller = {
  userNo: null,
  role: ROLE.ADMIN,
  functionIds: allowedFunctionIds(ROLE.ADMIN, []),
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'student-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
};
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );

describe('StudentService', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let students: StudentService;
  let changes: StudentCenterChangeService;
  const mine = [ACTIVE, WITHDRAWN, WITH_SHEET, MOVING];

  const cleanUp = () => ds.query(`DELETE FROM "masters"."student" WHERE "student_no" = ANY($1::int[])`, [mine]);

  beforeAll(async () => {
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
    const repository = new StudentRepository(ds);
    students = new StudentService(ds, repository, new RpcClient(nc, 10000));
    changes = new StudentCenterChangeService(ds, repository);
    await cleanUp();
    await ds.query(
      `INSERT INTO "masters"."student" ("student_no", "student_name", "student_namej", "center_no", "enrollment_status")
       VALUES ($1, 'int active', 'いんと', 1, 1), ($2, 'int withdrawn', 'いんと', 1, 3), ($3, 'int sheet', 'いんと', 1, 3),
              ($4, 'int moving', 'いんと', 1, 1)`,
      mine,
    );
    await ds.query(
      `INSERT INTO "masters"."student_sheet" ("student_no", "reference_start_date", "reference_end_date", "schema_version", "sheet")
       VALUES ($1, '2026-04-01', '2027-03-31', 1, '{}')`,
      [WITH_SHEET],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await nc.close();
    await ds.destroy();
  });

  it("browses and reads a student, limited to the caller's centers", async () => {
    const page = await students.browse({ searchInfo: { search: 'int active' } }, admin);
    expect(page.data.map((r) => r.student_no)).toEqual([ACTIVE]);
    expect(await students.getEdit({ student_no: ACTIVE }, admin)).toMatchObject({ center_no: 1, lock_version: 0 });
    expect(await refusal(students.getEdit({ student_no: ACTIVE }, { ...admin, centerNos: [749_999] }))).toMatchObject({
      status: 404,
    });
  });

  it('moves a student to another center at the version read (C20301), refusing a stale move', async () => {
    const move = { student_no: MOVING, target_center_no: 2, schedule_date: tokyoDate(Date.now()) };
    const moved = await changes.doAction({ ...move, lock_version: 0 }, admin);
    expect(moved).toMatchObject({ center_no: 2, lock_version: 1, history: [expect.objectContaining({ to_center_no: 2 })] });
    expect(await refusal(changes.doAction({ ...move, target_center_no: 1, lock_version: 0 }, admin))).toMatchObject({
      status: 409,
    });
  });

  it('deletes only a withdrawn student nothing names, at the version read', async () => {
    expect(await refusal(students.delete({ student_no: ACTIVE, lock_version: 0 }, admin))).toEqual({
      status: 400,
      key: 'masters.c20101.deleteNotWithdrawn',
    });
    expect(await refusal(students.delete({ student_no: WITH_SHEET, lock_version: 0 }, admin))).toEqual({
      status: 400,
      key: 'masters.c20101.deleteInUse',
    });
    expect(await refusal(students.delete({ student_no: WITHDRAWN, lock_version: 2 }, admin))).toMatchObject({ status: 409 });
    await expect(students.delete({ student_no: WITHDRAWN, lock_version: 0 }, admin)).resolves.toBeNull();
    expect(await refusal(students.getEdit({ student_no: WITHDRAWN }, admin))).toMatchObject({ status: 404 });
  });
});
