import { Client } from 'pg';

// What a test checks behind the API, in the test database the stack uses (DATABASE_URL).
export async function query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();
  try {
    return (await pg.query(sql, params)).rows as Row[];
  } finally {
    await pg.end();
  }
}

// The actions ('added', 'edited', 'deleted') of one record's domain events in a service's outbox,
// oldest first. An event names the record inside its payload (entity.keyField) or by key alone.
export async function outboxActions(schema: string, type: string, entity: string, keyField: string, key: number) {
  const rows = await query<{ action: string }>(
    `SELECT "payload"->>'action' AS action FROM "${schema}"."outbox" WHERE "type" = $1
      AND ("payload"->$2->>$3 = $4 OR "payload"->>$3 = $4) ORDER BY "id"`,
    [type, entity, keyField, String(key)],
  );
  return rows.map((r) => r.action);
}
