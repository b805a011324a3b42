import { type Caller, csvExportQueue } from '@school/contracts';
import { allowedFunctionIds, ROLE } from '@school/domain';
import {
  AppError,
  type baseServiceEnv,
  type ConfigOf,
  CsvExporter,
  type CsvJobData,
  FileStore,
  redisOptions,
  RpcClient,
} from '@school/server-kit';
import { Queue } from 'bullmq';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { ClassroomRepository } from './classroom.repository';
import { ClassroomService } from './classroom.service';

// The classroom service against the run's migrated and seeded PostgreSQL, asking the run's
// scheduling service about lessons over NATS. Its classrooms are at its own centers 700_101 and
// 700_102 and are removed after with them.
const CENTER = 700_101;
const OTHER = 700_102;
const caller = (centerNos: number[] | null): Caller => ({
  userNo: null,
  role: ROLE.ADMIN,
  functionIds: allowedFunctionIds(ROLE.ADMIN, []),
  centerNos,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'classroom-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
});
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );
const form = (o: Record<string, unknown>) => ({
  center_no: CENTER,
  classroom_name: 'int room',
  classroom_type: 1,
  booth_count: 2,
  meeting_url: '',
  sort_order: 1,
  ...o,
});

describe('ClassroomService', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let csvQueue: Queue<CsvJobData>;
  let classrooms: ClassroomService;

  const cleanUp = async () => {
    await ds.query(`DELETE FROM "masters"."classroom" WHERE "center_no" IN ($1, $2)`, [CENTER, OTHER]);
    await ds.query(`DELETE FROM "masters"."center" WHERE "center_no" IN ($1, $2)`, [CENTER, OTHER]);
  };

  beforeAll(async () => {
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
    // the real exporter, its queue under a prefix of this file's own (obliterated after)
    csvQueue = new Queue<CsvJobData>(csvExportQueue('masters'), {
      connection: redisOptions(process.env.REDIS_URL!),
      prefix: `${process.env.E2E_NATS_NAMESPACE!}.i23-classroom-spec-${process.pid}`,
    });
    const exporter = new CsvExporter(
      csvQueue,
      new FileStore(process.env.E2E_FILES_DIR!),
      { CSV_SYNC_MAX_ROWS: Number(process.env.E2E_CSV_SYNC_MAX_ROWS!) } as ConfigOf<typeof baseServiceEnv>,
      'masters',
      ds,
    );
    classrooms = new ClassroomService(ds, new ClassroomRepository(ds), new RpcClient(nc, 10000), exporter);
    await cleanUp();
    await ds.query(
      `INSERT INTO "masters"."center" ("center_no", "center_name", "center_short_name", "group_flag", "sort_order")
       VALUES ($1, 'int center', 'intc', 0, 9000), ($2, 'int other', 'into', 0, 9001)`,
      [CENTER, OTHER],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await csvQueue.obliterate({ force: true });
    await csvQueue.close();
    await nc.close();
    await ds.destroy();
  });

  it("adds, browses and edits a classroom at the version read, within the caller's centers", async () => {
    const row = await classrooms.add(form({}), caller(null));
    expect(row).toMatchObject({ center_no: CENTER, lock_version: 0, meeting_url: null });
    expect(await refusal(classrooms.add(form({}), caller([OTHER])))).toMatchObject({ status: 422 });
    const page = await classrooms.browse({ searchInfo: { center_no: CENTER } }, caller(null));
    expect(page.data.map((r) => r.classroom_no)).toEqual([row.classroom_no]);
    expect((await classrooms.browse({ searchInfo: { center_no: CENTER } }, caller([OTHER]))).data).toEqual([]);
    expect(await classrooms.centerClassrooms({ center_nos: [CENTER, OTHER] }, caller(null))).toHaveLength(1);

    const edited = await classrooms.edit(form({ classroom_no: row.classroom_no, lock_version: 0, booth_count: 3 }), caller(null));
    expect(edited).toMatchObject({ booth_count: 3, lock_version: 1 });
    expect(await refusal(classrooms.edit(form({ classroom_no: row.classroom_no, lock_version: 0 }), caller(null)))).toMatchObject(
      { status: 409 },
    );
    expect(await refusal(classrooms.getEdit({ classroom_no: row.classroom_no }, caller([OTHER])))).toMatchObject({
      status: 404,
    });
  });

  it('refuses to delete a classroom a student is placed in, and deletes it at the version read', async () => {
    const row = await classrooms.add(form({ center_no: OTHER }), caller(null));
    // a seeded student placed there for the while, then put back
    const [student] = (await ds.query(`SELECT "student_no", "classroom_no" FROM "masters"."student" ORDER BY 1 LIMIT 1`)) as {
      student_no: number;
      classroom_no: number | null;
    }[];
    await ds.query(`UPDATE "masters"."student" SET "classroom_no" = $2 WHERE "student_no" = $1`, [
      student.student_no,
      row.classroom_no,
    ]);
    try {
      expect(await refusal(classrooms.delete({ classroom_no: row.classroom_no, lock_version: 0 }, caller(null)))).toEqual({
        status: 400,
        key: 'masters.m20201.inUse',
      });
    } finally {
      await ds.query(`UPDATE "masters"."student" SET "classroom_no" = $2 WHERE "student_no" = $1`, [
        student.student_no,
        student.classroom_no,
      ]);
    }
    expect(await refusal(classrooms.delete({ classroom_no: row.classroom_no, lock_version: 2 }, caller(null)))).toMatchObject({
      status: 409,
    });
    await expect(classrooms.delete({ classroom_no: row.classroom_no, lock_version: 0 }, caller(null))).resolves.toBeNull();
    expect(await refusal(classrooms.getEdit({ classroom_no: row.classroom_no }, caller(null)))).toMatchObject({ status: 404 });
  });
});
