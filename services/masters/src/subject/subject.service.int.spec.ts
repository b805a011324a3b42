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
import { SubjectRepository } from './subject.repository';
import { SubjectService } from './subject.service';

// The subject service against the run's migrated and seeded PostgreSQL, asking the run's scheduling
// service about lessons over NATS. Its subjects are named "int-subject-7…" and removed after.
const admin: Caller = {
  userNo: null,
  role: ROLE.ADMIN,
  functionIds: allowedFunctionIds(ROLE.ADMIN, []),
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'subject-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
};
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );
const form = (o: Record<string, unknown>) => ({
  subject_name: 'int-subject-700001',
  subject_short_name: 'int',
  elementary_flag: 1,
  junior_high_flag: 0,
  high_school_flag: 0,
  sort_order: 9000,
  ...o,
});

describe('SubjectService', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let csvQueue: Queue<CsvJobData>;
  let subjects: SubjectService;

  const cleanUp = async () => {
    const mine = `SELECT "subject_no" FROM "masters"."subject" WHERE "subject_name" LIKE 'int-subject-7%'`;
    await ds.query(`DELETE FROM "masters"."teacher_subject" WHERE "subject_no" IN (${mine})`);
    await ds.query(`DELETE FROM "masters"."subject" WHERE "subject_name" LIKE 'int-subject-7%'`);
  };

  beforeAll(async () => {
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
    // the real exporter, its queue under a prefix of this file's own (obliterated after)
    csvQueue = new Queue<CsvJobData>(csvExportQueue('masters'), {
      connection: redisOptions(process.env.REDIS_URL!),
      prefix: `${process.env.E2E_NATS_NAMESPACE!}.i23-subject-spec-${process.pid}`,
    });
    const exporter = new CsvExporter(
      csvQueue,
      new FileStore(process.env.E2E_FILES_DIR!),
      { CSV_SYNC_MAX_ROWS: Number(process.env.E2E_CSV_SYNC_MAX_ROWS!) } as ConfigOf<typeof baseServiceEnv>,
      'masters',
      ds,
    );
    subjects = new SubjectService(ds, new SubjectRepository(ds), new RpcClient(nc, 10000), exporter);
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await csvQueue.obliterate({ force: true });
    await csvQueue.close();
    await nc.close();
    await ds.destroy();
  });

  it('adds, browses and edits a subject at the version read; a name stays unique', async () => {
    const row = await subjects.add(form({}));
    expect(row).toMatchObject({ subject_name: 'int-subject-700001', lock_version: 0 });
    expect(await refusal(subjects.add(form({})))).toMatchObject({ status: 422 });
    const page = await subjects.browse({ searchInfo: { search: 'int-subject-700001', elementary_flag: 1 } });
    expect(page.data.map((r) => r.subject_no)).toEqual([row.subject_no]);
    expect((await subjects.dropdown({ level: 'high_school' })).some((o) => o.value === row.subject_no)).toBe(false);
    expect((await subjects.dropdown({ level: 'elementary' })).some((o) => o.value === row.subject_no)).toBe(true);

    const edited = await subjects.edit(form({ subject_no: row.subject_no, lock_version: 0, subject_short_name: 'int2' }));
    expect(edited).toMatchObject({ subject_short_name: 'int2', lock_version: 1 });
    expect(await refusal(subjects.edit(form({ subject_no: row.subject_no, lock_version: 0 })))).toMatchObject({ status: 409 });
  });

  it('refuses to delete a subject a teacher teaches, and deletes it once none does', async () => {
    const row = await subjects.add(form({ subject_name: 'int-subject-700002' }));
    await ds.query(`INSERT INTO "masters"."teacher_subject" ("teacher_no", "subject_no") VALUES (1, $1)`, [row.subject_no]);
    expect(await refusal(subjects.delete({ subject_no: row.subject_no, lock_version: 0 }, admin))).toEqual({
      status: 400,
      key: 'masters.m20401.inUse',
    });
    await ds.query(`DELETE FROM "masters"."teacher_subject" WHERE "subject_no" = $1`, [row.subject_no]);
    expect(await refusal(subjects.delete({ subject_no: row.subject_no, lock_version: 3 }, admin))).toMatchObject({ status: 409 });
    await expect(subjects.delete({ subject_no: row.subject_no, lock_version: 0 }, admin)).resolves.toBeNull();
    expect(await refusal(subjects.getEdit({ subject_no: row.subject_no }))).toMatchObject({ status: 404 });
  });
});
