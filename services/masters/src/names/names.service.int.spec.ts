import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { NamesRepository } from './names.repository';
import { NamesService } from './names.service';

// The name settings service against the run's migrated and seeded PostgreSQL; its group is 700_001
// (far above the seeded ones) and removed after.
const GROUP = 700_001;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );

describe('NamesService', () => {
  let ds: DataSource;
  let names: NamesService;

  const cleanUp = () => ds.query(`DELETE FROM "masters"."names" WHERE "names_no" = $1`, [GROUP]);

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    names = new NamesService(ds, new NamesRepository(ds));
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('saves a group as a batch at the versions read, refusing a stale batch', async () => {
    const added = await names.doBatchEdit({
      names_no: GROUP,
      rows: [
        { key: null, names_code: '1', names_name: 'int one', sort_order: 1 },
        { key: null, names_code: '2', names_name: 'int two', sort_order: 2 },
      ],
      deleted: [],
    });
    expect(added.groups).toContain(GROUP);
    expect(added.rows.map((r) => [r.names_code, r.lock_version])).toEqual([
      ['1', 0],
      ['2', 0],
    ]);

    const edited = await names.doBatchEdit({
      names_no: GROUP,
      rows: [{ key: '1', lock_version: 0, names_code: '1', names_name: 'int first', sort_order: 1 }],
      deleted: [{ names_code: '2', lock_version: 0 }],
    });
    expect(edited.rows).toEqual([expect.objectContaining({ names_code: '1', names_name: 'int first', lock_version: 1 })]);
    expect((await names.getBatchEdit({ names_no: GROUP })).rows).toHaveLength(1);

    const stale = names.doBatchEdit({
      names_no: GROUP,
      rows: [{ key: '1', lock_version: 0, names_code: '1', names_name: 'int lost', sort_order: 1 }],
      deleted: [],
    });
    expect(await refusal(stale)).toMatchObject({ status: 409 });
    expect((await names.getBatchEdit({ names_no: GROUP })).rows[0].names_name).toBe('int first');
  });
});
