import { DataSource } from 'typeorm';
import { AuditLog } from './audit-log';
import { AuditRepository } from './audit.repository';

// The audit log against the real PostgreSQL the run migrated; rows for accounts 600_201… (never
// created: the log keeps no foreign key, an account's history outlives it), removed after.
const USER = 600_201;
const ACTOR = 600_202;

describe('AuditLog', () => {
  let ds: DataSource;
  let audit: AuditLog;

  const rows = async (userNo: number) =>
    (await ds.query(
      `SELECT "event", "user_no", "actor_user_no", "ip", "detail" FROM "auth"."audit_log" WHERE "user_no" = $1 ORDER BY "id"`,
      [userNo],
    )) as unknown[];

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 1 } });
    await ds.initialize();
    audit = new AuditLog(new AuditRepository(ds));
  });

  afterAll(async () => {
    await ds.query(`DELETE FROM "auth"."audit_log" WHERE "user_no" IN ($1, $2)`, [USER, ACTOR]);
    await ds.destroy();
  });

  it('records the account itself as the actor unless someone else acted', async () => {
    await audit.write('login', { userNo: USER });
    await audit.write('role_changed', { userNo: USER, actorUserNo: ACTOR, ip: '10.0.0.1', detail: { from: 540, to: 530 } });
    expect(await rows(USER)).toEqual([
      { event: 'login', user_no: USER, actor_user_no: USER, ip: null, detail: {} },
      { event: 'role_changed', user_no: USER, actor_user_no: ACTOR, ip: '10.0.0.1', detail: { from: 540, to: 530 } },
    ]);
  });

  it("writes inside the caller's transaction: a rollback takes the row back", async () => {
    await ds
      .transaction(async (tx) => {
        await audit.write('user_deleted', { userNo: ACTOR }, tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await rows(ACTOR)).toEqual([]);
  });
});
