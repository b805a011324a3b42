import { DataSource } from 'typeorm';
import { columnsOf, insertRows, syncSerialSql } from './unnest-insert';

// The seeds' bulk insert against the real PostgreSQL, in a schema of the spec's own (dropped after):
// every row arrives whatever the batch size, with its arrays, JSON and NULLs, and the serial moves on.
type Row = { id: number; name: string | null; tags: string; nos: readonly number[]; data: string; day: string };

describe('insertRows', () => {
  let ds: DataSource;
  const schema = `i23_unnest_test_${process.pid}`;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 1 } });
    await ds.initialize();
    await ds.query(`CREATE SCHEMA "${schema}"`);
    await ds.query(
      `CREATE TABLE "${schema}"."item" ("id" serial PRIMARY KEY, "name" text, "tags" text[], "nos" int[], "data" jsonb, "day" date)`,
    );
  });

  afterAll(async () => {
    await ds.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await ds.destroy();
  });

  it('inserts every row in batches and moves the serial past them', async () => {
    const rows: Row[] = [1, 2, 3, 4, 5].map((id) => ({
      id: id * 10,
      name: id === 3 ? null : `item ${id}`,
      tags: `{a${id},"b ${id}"}`,
      nos: [id, id + 1],
      data: JSON.stringify({ n: id }),
      day: `2026-11-0${id}`,
    }));
    const columns = columnsOf<Row>([
      ['id', 'int'],
      ['name', 'text'],
      ['tags', 'text[]'],
      ['nos', 'int[]'],
      ['data', 'jsonb'],
      ['day', 'date'],
    ]);
    await ds.transaction(async (tx) => {
      // batches of two: three statements
      await insertRows(tx, schema, 'item', columns, rows, 2);
      await tx.query(syncSerialSql(schema, 'item', 'id'));
    });
    const back = (await ds.query(
      `SELECT "id", "name", "tags", "nos", "data", to_char("day", 'YYYY-MM-DD') AS "day" FROM "${schema}"."item" ORDER BY "id"`,
    )) as unknown[];
    expect(back).toEqual(
      rows.map((r) => ({
        ...r,
        tags: [`a${r.id / 10}`, `b ${r.id / 10}`],
        nos: [...r.nos],
        data: JSON.parse(r.data) as unknown,
      })),
    );
    const [{ id }] = (await ds.query(`INSERT INTO "${schema}"."item" ("name") VALUES ('next') RETURNING "id"`)) as {
      id: number;
    }[];
    expect(id).toBe(51);
  });
});
