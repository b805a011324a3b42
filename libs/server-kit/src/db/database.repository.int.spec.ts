import { DataSource } from 'typeorm';
import { AppError } from '../errors/app-error';
import { deleteWithLock, updateWithLock } from './database.repository';

// Two people edit the same row from the same lock_version: one save wins, the other gets 409
// MSG_0001 and changes nothing.
const SCHEMA = `lock_test_${process.pid}`;

describe('optimistic locking', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    await ds.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
    await ds.query(`CREATE SCHEMA "${SCHEMA}"`);
    await ds.query(`CREATE TABLE "${SCHEMA}"."center" ("center_no" int PRIMARY KEY, "center_name" text NOT NULL,
      "lock_version" int NOT NULL DEFAULT 0, "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await ds.query(`INSERT INTO "${SCHEMA}"."center" ("center_no", "center_name") VALUES (1, '本校'), (2, '分校')`);
  });

  afterAll(async () => {
    await ds.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
    await ds.destroy();
  });

  const save = (name: string, lockVersion: number) =>
    updateWithLock<{ center_name: string; lock_version: number }>(ds, {
      schema: SCHEMA,
      table: 'center',
      key: { center_no: 1 },
      lockVersion,
      values: { center_name: name },
    });

  it('lets the first save win and refuses the stale one with 409 MSG_0001', async () => {
    const [first, second] = await Promise.allSettled([save('渋谷校', 0), save('新宿校', 0)]);
    const results = [first, second];
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(AppError);
    expect((lost[0].reason as AppError).status).toBe(409);
    expect((lost[0].reason as AppError).code).toBe('MSG_0001');
    const [row] = await ds.query(`SELECT "center_name", "lock_version" FROM "${SCHEMA}"."center" WHERE "center_no" = 1`);
    expect(row.lock_version).toBe(1);
    expect(row.center_name).toBe((won[0] as PromiseFulfilledResult<{ center_name: string }>).value.center_name);
  });

  it('accepts the next save from the new lock_version', async () => {
    expect((await save('池袋校', 1)).lock_version).toBe(2);
  });

  it('answers 404 when the row is gone, not 409', async () => {
    await expect(
      updateWithLock(ds, {
        schema: SCHEMA,
        table: 'center',
        key: { center_no: 99 },
        lockVersion: 0,
        values: { center_name: 'x' },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('deletes only from the current lock_version', async () => {
    await expect(
      deleteWithLock(ds, { schema: SCHEMA, table: 'center', key: { center_no: 2 }, lockVersion: 5 }),
    ).rejects.toMatchObject({ status: 409 });
    await deleteWithLock(ds, { schema: SCHEMA, table: 'center', key: { center_no: 2 }, lockVersion: 0 });
    expect(await ds.query(`SELECT 1 FROM "${SCHEMA}"."center" WHERE "center_no" = 2`)).toHaveLength(0);
  });

  it('refuses identifiers that are not plain names', async () => {
    await expect(
      updateWithLock(ds, { schema: SCHEMA, table: 'center; drop', key: { center_no: 1 }, lockVersion: 0, values: {} }),
    ).rejects.toThrow('Not a safe SQL identifier');
  });
});
