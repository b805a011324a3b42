import { type Caller } from '@school/contracts';
import { allowedFunctionIds, ROLE } from '@school/domain';
import { AppError, RpcClient } from '@school/server-kit';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { CenterRepository } from './center.repository';
import { CenterService } from './center.service';

// The center service against the run's migrated and seeded PostgreSQL, asking the run's scheduling
// service about lessons over NATS as in production. Its own centers are numbered 700_001… (or
// remembered when the service numbers them) and removed after.
const GROUP = 700_001;
const CENTER = 700_002;
const LONE = 700_003;
const admin: Caller = {
  userNo: null,
  role: ROLE.ADMIN,
  functionIds: allowedFunctionIds(ROLE.ADMIN, []),
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'center-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
};
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );
const form = (o: Record<string, unknown>) => ({
  center_name: 'int center',
  center_short_name: 'int',
  group_flag: 0,
  center_group_no: null,
  postal_code: '',
  prefecture: '',
  address: '',
  tel: '',
  email: '',
  late_night_flag: 0,
  sort_order: 9000,
  ...o,
});

describe('CenterService', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let centers: CenterService;
  const added: number[] = [];

  const cleanUp = async () => {
    await ds.query(`DELETE FROM "masters"."classroom" WHERE "center_no" = ANY($1::int[])`, [[CENTER, ...added]]);
    await ds.query(`DELETE FROM "masters"."center" WHERE "center_no" IN ($1, $2) OR "center_no" = ANY($3::int[])`, [
      CENTER,
      LONE,
      added,
    ]);
    await ds.query(`DELETE FROM "masters"."center" WHERE "center_no" = $1`, [GROUP]);
  };

  beforeAll(async () => {
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
    centers = new CenterService(ds, new CenterRepository(ds), new RpcClient(nc, 10000));
    await cleanUp();
    await ds.query(
      `INSERT INTO "masters"."center" ("center_no", "center_name", "center_short_name", "group_flag", "center_group_no", "sort_order")
       VALUES ($1, 'int group', 'intg', 1, NULL, 9000), ($2, 'int center', 'intc', 0, $1, 9001), ($3, 'int lone', 'intl', 0, NULL, 9002)`,
      [GROUP, CENTER, LONE],
    );
    await ds.query(
      `INSERT INTO "masters"."classroom" ("center_no", "classroom_name", "classroom_type") VALUES ($1, 'int room', 1)`,
      [CENTER],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await nc.close();
    await ds.destroy();
  });

  it('browses centers and groups, a group filter keeping only groups', async () => {
    const page = await centers.browse({ searchInfo: { group_flag: 1, search: 'int group' } });
    expect(page.data.map((r) => r.center_no)).toEqual([GROUP]);
    const all = await centers.browse({ searchInfo: { search: 'int center' } });
    expect(all.data.find((r) => r.center_no === CENTER)).toMatchObject({ center_group_name: 'int group' });
  });

  it('adds and edits a center at the version read, refusing a stale one and a center as group', async () => {
    const row = await centers.add(form({ center_group_no: GROUP }));
    added.push(row.center_no);
    expect(row).toMatchObject({ center_name: 'int center', center_group_no: GROUP, lock_version: 0, postal_code: null });
    expect(await refusal(centers.add(form({ center_group_no: LONE })))).toMatchObject({ status: 422 });

    const edited = await centers.edit(form({ center_no: row.center_no, lock_version: 0, center_name: 'int renamed' }));
    expect(edited).toMatchObject({ center_name: 'int renamed', lock_version: 1 });
    expect(await refusal(centers.edit(form({ center_no: row.center_no, lock_version: 0 })))).toMatchObject({ status: 409 });
    expect((await centers.getEdit({ center_no: row.center_no })).center_name).toBe('int renamed');
  });

  it('refuses to delete a center with classrooms or a group with centers, and deletes an unused one', async () => {
    expect(await refusal(centers.delete({ center_no: CENTER, lock_version: 0 }, admin))).toEqual({
      status: 400,
      key: 'masters.center.inUse',
    });
    expect(await refusal(centers.delete({ center_no: GROUP, lock_version: 0 }, admin))).toMatchObject({
      key: 'masters.center.inUse',
    });
    expect(await refusal(centers.delete({ center_no: LONE, lock_version: 5 }, admin))).toMatchObject({ status: 409 });
    await expect(centers.delete({ center_no: LONE, lock_version: 0 }, admin)).resolves.toBeNull();
    expect(await refusal(centers.getEdit({ center_no: LONE }))).toMatchObject({ status: 404 });
  });
});
