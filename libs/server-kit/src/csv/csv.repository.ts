import { type DataSource } from 'typeorm';

let cursors = 0;

// The rows of one query read through a server-side cursor, batchSize at a time, in a read-only
// snapshot: an export of any size never holds more than a batch in memory. Breaking out of the loop
// closes the cursor and frees the connection.
export async function* sqlCursor<Row>(
  ds: DataSource,
  sql: string,
  params: unknown[] = [],
  batchSize = 1000,
): AsyncGenerator<Row> {
  const runner = ds.createQueryRunner();
  const name = `export_cursor_${(cursors += 1)}`;
  let open = false;
  try {
    await runner.connect();
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    open = true;
    await runner.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${sql}`, params);
    for (;;) {
      const rows = (await runner.query(`FETCH FORWARD ${batchSize} FROM ${name}`)) as Row[];
      if (!rows.length) break;
      yield* rows;
    }
    await runner.query('COMMIT');
    open = false;
  } finally {
    if (open) await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
  }
}
