import { type Caller, csvExportQueue, isDownloadableFile, type UserRecord } from '@school/contracts';
import {
  AppError,
  type baseServiceEnv,
  type ConfigOf,
  CsvExporter,
  type CsvJobData,
  FileStore,
  redisOptions,
  RpcClient,
  SessionStore,
} from '@school/server-kit';
import { deleteNamespace, STAFF_SESSION } from '@school/server-kit/testing';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { AuditRepository } from '../audit/audit.repository';
import { UserAdminService } from './user-admin.service';
import { UserLinksService } from './user-links.rpc';
import { UsersRepository } from './users.repository';

// M20901 users and the link count masters asks for, against the real PostgreSQL the run migrated and
// seeded and the real Redis. Added accounts take the table's next numbers, so they are told apart
// by their user id (i23-admin-…); all are removed after. The RpcClient is a real one over the run's
// NATS (the accounts here link no teacher or student, so masters is not asked); the CsvExporter is the
// real one, its queue under a prefix of this file's own (obliterated after).
const ADMIN = 600_101;
const TEACHER_NO = 640_001;

describe('UserAdminService', () => {
  let ds: DataSource;
  let redis: Redis;
  let nc: NatsConnection;
  let csvQueue: Queue<CsvJobData>;
  let sessions: SessionStore;
  let users: UserAdminService;
  let links: UserLinksService;
  let files: FileStore;
  let seq = 0;
  const namespace = `authadmintest${process.pid}`;
  const prefix = `i23-admin-${process.pid}-`;

  const admin: Caller = {
    userNo: ADMIN,
    role: 560,
    functionIds: ['M20901'],
    centerNos: null,
    teacherNo: null,
    studentNo: null,
    locale: 'ja',
    requestId: 'user-admin-int',
    ip: '127.0.0.1',
    frontendUrl: null,
  };
  const form = (o: Record<string, unknown> = {}) => ({
    user_id: `${prefix}${(seq += 1)}`,
    user_named: 'Staff',
    email: null,
    user_type_code: 540,
    status: 'A',
    teacher_no: null,
    student_no: null,
    authority_function_ids: [],
    center_nos: [],
    ...o,
  });
  const auditOf = async (userNo: number): Promise<string[]> =>
    (
      (await ds.query(`SELECT "event" FROM "auth"."audit_log" WHERE "user_no" = $1 ORDER BY "id"`, [userNo])) as {
        event: string;
      }[]
    ).map((r) => r.event);
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof AppError ? { code: e.code, key: e.messageKey, fields: e.errors } : e),
    );
  const edit = (u: UserRecord, o: Record<string, unknown>, who: Caller = admin) =>
    users.edit({ ...form(), ...u, ...o, email: u.email, user_no: u.user_no, lock_version: u.lock_version }, who);

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 3 });
    sessions = new SessionStore(redis, namespace, { idleSeconds: 600, absoluteSeconds: 3600 });
    const repo = new UsersRepository(ds);
    // the run's services listen in the run's namespace (jest's global setup names it)
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    nc = await connect({ servers: process.env.NATS_URL });
    const rpc = new RpcClient(nc, 10000);
    csvQueue = new Queue<CsvJobData>(csvExportQueue('auth'), {
      connection: redisOptions(process.env.REDIS_URL!),
      prefix: namespace,
    });
    files = new FileStore(process.env.E2E_FILES_DIR!);
    const exporter = new CsvExporter(
      csvQueue,
      files,
      { CSV_SYNC_MAX_ROWS: Number(process.env.E2E_CSV_SYNC_MAX_ROWS!) } as ConfigOf<typeof baseServiceEnv>,
      'auth',
      ds,
    );
    users = new UserAdminService(ds, repo, new AuditLog(new AuditRepository(ds)), rpc, sessions, exporter);
    links = new UserLinksService(repo);
    await ds.query(
      `INSERT INTO "auth"."user_account" ("user_no", "user_id", "user_named", "user_type_code", "teacher_no") VALUES ($1, $2, 'Admin', 560, NULL), ($3, $4, 'Teacher', 300, $5)`,
      [ADMIN, `${prefix}admin`, ADMIN + 1, `${prefix}teacher`, TEACHER_NO],
    );
  });

  afterAll(async () => {
    const mine = `SELECT "user_no" FROM "auth"."user_account" WHERE "user_id" LIKE '${prefix}%'`;
    await ds.query(`DELETE FROM "auth"."audit_log" WHERE "user_no" IN (${mine}) OR "actor_user_no" = $1`, [ADMIN]);
    await ds.query(`DELETE FROM "auth"."user_account" WHERE "user_id" LIKE $1`, [`${prefix}%`]);
    await csvQueue.obliterate({ force: true });
    await csvQueue.close();
    await nc.drain();
    await deleteNamespace(redis, namespace);
    await redis.quit();
    await ds.destroy();
  });

  it('adds an account without a password and records who did', async () => {
    const saved = await users.add(form({ email: `${prefix}new@test.invalid` }), admin);
    expect(saved).toMatchObject({ has_password: false, email_verified: false, lock_version: 0, status: 'A' });
    expect(await auditOf(saved.user_no)).toEqual(['user_added']);
    expect(await users.getEdit({ user_no: saved.user_no }, admin)).toEqual(saved);
  });

  it('refuses a user id or an email another account has, whatever its case', async () => {
    const first = await users.add(form({ email: `${prefix}taken@test.invalid` }), admin);
    const refused = await refusal(
      users.add(form({ user_id: first.user_id.toUpperCase(), email: `${prefix}TAKEN@test.invalid` }), admin),
    );
    expect(refused).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { user_id: ['masters.m20901.userIdInUse'], email: ['masters.m20901.emailInUse'] },
    });
  });

  it('refuses a function id no menu has', async () => {
    expect(await refusal(users.add(form({ authority_function_ids: ['Z99999'] }), admin))).toMatchObject({
      fields: { authority_function_ids: ['masters.m20901.functionIds'] },
    });
  });

  it('refuses an edit at an old lock_version and leaves the row as it was', async () => {
    const saved = await users.add(form(), admin);
    await edit(saved, { user_named: 'First edit' });
    expect(await refusal(edit(saved, { user_named: 'Second edit' }))).toMatchObject({ code: 'MSG_0001' });
    expect((await users.getEdit({ user_no: saved.user_no }, admin)).user_named).toBe('First edit');
  });

  it('ends the sessions of an account whose role changes, and keeps them for a new name', async () => {
    const saved = await users.add(form(), admin);
    const sid = await sessions.create({ ...STAFF_SESSION, userNo: saved.user_no });
    const renamed = await edit(saved, { user_named: 'Renamed' });
    expect(await sessions.get(sid)).not.toBeNull();
    await edit(renamed, { user_type_code: 530 });
    expect(await sessions.get(sid)).toBeNull();
    expect(await auditOf(saved.user_no)).toEqual(['user_added', 'role_changed']);
  });

  it("refuses a change of one's own role or status", async () => {
    const me = (await users.getEdit({ user_no: ADMIN }, admin)) as UserRecord;
    expect(await refusal(edit(me, { user_type_code: 550 }))).toMatchObject({ key: 'masters.m20901.selfChange' });
    expect(await refusal(edit(me, { status: 'S' }))).toMatchObject({ key: 'masters.m20901.selfChange' });
  });

  it('deletes at the read lock_version only, never oneself', async () => {
    const saved = await users.add(form(), admin);
    const sid = await sessions.create({ ...STAFF_SESSION, userNo: saved.user_no });
    expect(await refusal(users.delete({ user_no: saved.user_no, lock_version: 5 }, admin))).toMatchObject({ code: 'MSG_0001' });
    await users.delete({ user_no: saved.user_no, lock_version: 0 }, admin);
    expect(await refusal(users.getEdit({ user_no: saved.user_no }, admin))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await sessions.get(sid)).toBeNull();
    expect(await auditOf(saved.user_no)).toEqual(['user_added', 'user_deleted']);
    expect(await refusal(users.delete({ user_no: ADMIN, lock_version: 0 }, admin))).toMatchObject({
      key: 'masters.m20901.selfDelete',
    });
  });

  it('lists the accounts a search and a status filter find', async () => {
    const stopped = await users.add(form({ status: 'S' }), admin);
    const page = await users.browse({ searchInfo: { search: prefix, status: 'S' }, pagination: { per_page: 100 } }, admin);
    expect(page.data.map((r) => r.user_no)).toEqual([stopped.user_no]);
    expect(page.pagination.total).toBe(1);
  });

  // libs/domain mayManageAccount: nothing above one's own role; a classroom account only the
  // back-office accounts below headquarters of its centers
  it('shows a manager only the accounts they may manage: list, CSV, edit screen, edit and delete', async () => {
    const named = (user_named: string, o: Record<string, unknown>) => users.add(form({ user_named, ...o }), admin);
    const mine = await named('Mine', { user_type_code: 410, center_nos: [9701] });
    const otherCenter = await named('Other', { user_type_code: 420, center_nos: [9702] });
    const hq = await named('Office', { user_type_code: 540, center_nos: [9701] });
    const classroom: Caller = { ...admin, userNo: null, role: 420, centerNos: [9701] };
    const sales: Caller = { ...admin, userNo: null, role: 520, centerNos: null };
    const listed = async (who: Caller) =>
      (await users.browse({ searchInfo: { search: prefix }, pagination: { per_page: 100 } }, who)).data.map((r) => r.user_no);
    const exported = async (who: Caller) => {
      const answer = await users.exportCsv({ searchInfo: { search: prefix }, orderBy: [] }, who);
      if (!isDownloadableFile(answer)) throw new Error('expected a file');
      const { stream } = await files.open(answer.fileKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks)
        .toString('utf8')
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => Number(l.replace(/^\uFEFF/, '').split(',')[0]));
    };
    expect(await listed(classroom)).toEqual([mine.user_no]);
    expect(await exported(classroom)).toEqual([mine.user_no]);
    const bySales = await listed(sales);
    expect(bySales).toEqual(expect.arrayContaining([mine.user_no, otherCenter.user_no, ADMIN + 1]));
    expect(bySales).not.toContain(hq.user_no);
    expect(bySales).not.toContain(ADMIN);
    expect(await exported(sales)).toEqual(bySales);
    expect(await users.getEdit({ user_no: mine.user_no }, classroom)).toMatchObject({ user_no: mine.user_no });
    for (const other of [otherCenter, hq]) {
      expect(await refusal(users.getEdit({ user_no: other.user_no }, classroom))).toMatchObject({ code: 'NOT_FOUND' });
      expect(await refusal(edit(other, { user_named: 'Taken over' }, classroom))).toMatchObject({ code: 'NOT_FOUND' });
      expect(await refusal(users.delete({ user_no: other.user_no, lock_version: 0 }, classroom))).toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect((await users.getEdit({ user_no: hq.user_no }, admin)).user_named).toBe('Office');
  });

  // libs/domain accountGrantRefusal: nobody saves an account they could not manage afterwards
  it('refuses to give a role above the caller, or a center a classroom account does not have, and offers only the roles it may give', async () => {
    const classroom: Caller = { ...admin, userNo: null, role: 420, centerNos: [9701] };
    const sales: Caller = { ...admin, userNo: null, role: 520, centerNos: null };
    const roleRefused = { code: 'VALIDATION_ERROR', fields: { user_type_code: ['masters.m20901.roleNotGrantable'] } };
    const centerRefused = { code: 'VALIDATION_ERROR', fields: { center_nos: ['masters.m20901.centerNotGrantable'] } };
    expect(await refusal(users.add(form({ user_type_code: 540 }), sales))).toMatchObject(roleRefused);
    expect(await refusal(users.add(form({ user_type_code: 520, center_nos: [9701] }), classroom))).toMatchObject(roleRefused);
    expect(await refusal(users.add(form({ user_type_code: 410, center_nos: [9701, 9702] }), classroom))).toMatchObject(
      centerRefused,
    );
    const shared = await users.add(form({ user_type_code: 410, center_nos: [9701, 9702] }), admin);
    expect(await refusal(edit(shared, { user_type_code: 430 }, classroom))).toMatchObject(roleRefused);
    expect(await refusal(edit(shared, { center_nos: [9701] }, classroom))).toMatchObject(centerRefused);
    expect(await users.getEdit({ user_no: shared.user_no }, admin)).toMatchObject({
      user_type_code: 410,
      center_nos: [9701, 9702],
    });
    expect(await edit(shared, { user_named: 'Kept', user_type_code: 420 }, classroom)).toMatchObject({ user_type_code: 420 });
    expect(users.dropdowns(classroom).roles).toEqual([410, 420]);
    expect(users.dropdowns(sales).roles.every((r) => r <= 520)).toBe(true);
    expect(users.dropdowns(admin).roles).toContain(560);
  });

  it('counts the accounts linked to a teacher, and refuses an unknown kind', async () => {
    expect(await links.count({ kind: 'teacher', no: TEACHER_NO })).toEqual({ accounts: 1 });
    expect(await links.count({ kind: 'student', no: TEACHER_NO })).toEqual({ accounts: 0 });
    expect(await refusal(links.count({ kind: 'parent', no: TEACHER_NO }))).toMatchObject({
      fields: { kind: [{ key: 'validation.oneOf', params: { values: 'teacher, student' } }] },
    });
  });
});
