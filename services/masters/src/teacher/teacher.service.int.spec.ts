import { type Caller } from '@school/contracts';
import { allowedFunctionIds, ROLE } from '@school/domain';
import { AppError, RpcClient } from '@school/server-kit';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { TeacherRepository } from './teacher.repository';
import { TeacherService } from './teacher.service';

// The teacher service against the run's migrated and seeded PostgreSQL, asking the run's reports,
// auth and scheduling services over NATS whether a teacher is named before deleting one. Its teachers
// are numbered 700_201… at seeded center 1 and removed after.
const ACTIVE = 700_201;
const RETIRED = 700_202;
const NAMED = 700_203;
const admin: Caller = {
  userNo: null,
  role: ROLE.ADMIN,
  functionIds: allowedFunctionIds(ROLE.ADMIN, []),
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'teacher-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
};
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );

describe('TeacherService', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let teachers: TeacherService;
  const mine = [ACTIVE, RETIRED, NAMED];

  const cleanUp = async () => {
    await ds.query(`DELETE FROM "masters"."student_ng_teacher" WHERE "teacher_no" = ANY($1::int[])`, [mine]);
    await ds.query(`DELETE FROM "masters"."teacher" WHERE "teacher_no" = ANY($1::int[])`, [mine]);
  };

  beforeAll(async () => {
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
    teachers = new TeacherService(ds, new TeacherRepository(ds), new RpcClient(nc, 10000));
    await cleanUp();
    await ds.query(
      `INSERT INTO "masters"."teacher" ("teacher_no", "teacher_name", "teacher_namej", "sex", "teacher_type", "center_no", "status")
       VALUES ($1, 'int active', 'いんと', 1, 1, 1, 1), ($2, 'int retired', 'いんと', 1, 1, 1, 3), ($3, 'int named', 'いんと', 1, 1, 1, 3)`,
      mine,
    );
    await ds.query(`INSERT INTO "masters"."teacher_center" ("teacher_no", "center_no") SELECT unnest($1::int[]), 1`, [mine]);
    const [{ student_no }] = (await ds.query(`SELECT min("student_no") AS "student_no" FROM "masters"."student"`)) as {
      student_no: number;
    }[];
    await ds.query(`INSERT INTO "masters"."student_ng_teacher" ("student_no", "teacher_no") VALUES ($1, $2)`, [
      student_no,
      NAMED,
    ]);
  });

  afterAll(async () => {
    // the contact save told scheduling about ACTIVE: it leaves by a delete, which tells it again
    await ds.query(`UPDATE "masters"."teacher" SET "status" = 3 WHERE "teacher_no" = $1`, [ACTIVE]);
    const [{ lock_version }] = (await ds.query(`SELECT "lock_version" FROM "masters"."teacher" WHERE "teacher_no" = $1`, [
      ACTIVE,
    ])) as { lock_version: number }[];
    await teachers.delete({ teacher_no: ACTIVE, lock_version }, admin);
    await cleanUp();
    await nc.close();
    await ds.destroy();
  });

  it("browses and reads a teacher with their centers, limited to the caller's centers", async () => {
    const page = await teachers.browse({ searchInfo: { search: 'int active' } }, admin);
    expect(page.data.map((r) => r.teacher_no)).toEqual([ACTIVE]);
    expect(await teachers.getEdit({ teacher_no: ACTIVE }, admin)).toMatchObject({ center_nos: [1], lock_version: 0 });
    expect(await refusal(teachers.getEdit({ teacher_no: ACTIVE }, { ...admin, centerNos: [749_999] }))).toMatchObject({
      status: 404,
    });
  });

  it("saves a teacher's own contact data at the version read and refuses a stale save", async () => {
    const own: Caller = { ...admin, role: ROLE.TEACHER, teacherNo: ACTIVE, functionIds: [] };
    const saved = await teachers.edit({ teacher_no: ACTIVE, lock_version: 0, email: 'int@example.jp', tel: '' }, own);
    expect(saved).toMatchObject({ email: 'int@example.jp', lock_version: 1 });
    expect(await refusal(teachers.edit({ teacher_no: ACTIVE, lock_version: 0, email: 'x@example.jp' }, own))).toMatchObject({
      status: 409,
    });
    expect(await refusal(teachers.edit({ teacher_no: ACTIVE, lock_version: 1, teacher_name: 'x' }, own))).toMatchObject({
      key: 'masters.c10101.contactOnly',
    });
  });

  it('deletes only a retired teacher nothing names, at the version read', async () => {
    expect(await refusal(teachers.delete({ teacher_no: ACTIVE, lock_version: 1 }, admin))).toEqual({
      status: 400,
      key: 'masters.c10101.deleteNotRetired',
    });
    expect(await refusal(teachers.delete({ teacher_no: NAMED, lock_version: 0 }, admin))).toEqual({
      status: 400,
      key: 'masters.c10101.deleteInUse',
    });
    expect(await refusal(teachers.delete({ teacher_no: RETIRED, lock_version: 4 }, admin))).toMatchObject({ status: 409 });
    await expect(teachers.delete({ teacher_no: RETIRED, lock_version: 0 }, admin)).resolves.toBeNull();
    expect(await refusal(teachers.getEdit({ teacher_no: RETIRED }, admin))).toMatchObject({ status: 404 });
  });
});
