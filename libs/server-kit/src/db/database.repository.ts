import { staleError, notFoundError } from '../errors/app-error';

// The server-kit's SQL on any service schema: rows changed under a lock_version guard, and the
// migration runner's lock.

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

const IDENT = /^[a-z_][a-z0-9_]*$/;
const ident = (name: string): string => {
  if (!IDENT.test(name)) throw new Error(`Not a safe SQL identifier: ${name}`);
  return `"${name}"`;
};

export type LockedUpdate = {
  schema: string;
  table: string;
  key: Record<string, string | number>;
  lockVersion: number;
  values: Record<string, unknown>;
};

// A new row of the given columns (values read by column name), returned whole as the database wrote it.
export const insertRow = async <Row = Record<string, unknown>>(
  db: Queryable,
  i: { schema: string; table: string; columns: readonly string[]; values: Readonly<Record<string, unknown>> },
): Promise<Row> => {
  const rows = (await db.query(
    `INSERT INTO ${ident(i.schema)}.${ident(i.table)} (${i.columns.map(ident).join(', ')})
     VALUES (${i.columns.map((_, n) => `$${n + 1}`).join(', ')}) RETURNING *`,
    i.columns.map((c) => i.values[c]),
  )) as Row[];
  return rows[0];
};

// TypeORM's @VersionColumn does not guard an UPDATE, so the guard is the WHERE clause itself:
// 0 rows updated means someone saved first (409 MSG_0001), unless the row is gone (404).
export const updateWithLock = async <Row = Record<string, unknown>>(db: Queryable, u: LockedUpdate): Promise<Row> => {
  const sets = Object.keys(u.values);
  const keys = Object.keys(u.key);
  const params: unknown[] = [...sets.map((k) => u.values[k]), ...keys.map((k) => u.key[k]), u.lockVersion];
  const setSql = [...sets.map((k, i) => `${ident(k)} = $${i + 1}`), `"lock_version" = "lock_version" + 1`];
  if (!sets.includes('updated_at')) setSql.push(`"updated_at" = now()`);
  const where = keys.map((k, i) => `${ident(k)} = $${sets.length + i + 1}`);
  const table = `${ident(u.schema)}.${ident(u.table)}`;
  // A CTE makes TypeORM return plain rows for an UPDATE.
  const rows = (await db.query(
    `WITH updated AS (UPDATE ${table} SET ${setSql.join(', ')} WHERE ${where.join(' AND ')} AND "lock_version" = $${params.length} RETURNING *) SELECT * FROM updated`,
    params,
  )) as Row[];
  if (rows.length === 1) return rows[0];
  const exists = (await db.query(
    `SELECT 1 FROM ${table} WHERE ${keys.map((k, i) => `${ident(k)} = $${i + 1}`).join(' AND ')}`,
    keys.map((k) => u.key[k]),
  )) as unknown[];
  throw exists.length ? staleError() : notFoundError(u.table);
};

// Delete guarded the same way: a row changed since it was read is not deleted.
export const deleteWithLock = async (
  db: Queryable,
  d: { schema: string; table: string; key: Record<string, string | number>; lockVersion: number },
): Promise<void> => {
  const keys = Object.keys(d.key);
  const params: unknown[] = [...keys.map((k) => d.key[k]), d.lockVersion];
  const table = `${ident(d.schema)}.${ident(d.table)}`;
  const rows = (await db.query(
    `WITH deleted AS (DELETE FROM ${table} WHERE ${keys.map((k, i) => `${ident(k)} = $${i + 1}`).join(' AND ')} AND "lock_version" = $${params.length} RETURNING 1) SELECT * FROM deleted`,
    params,
  )) as unknown[];
  if (rows.length) return;
  const exists = (await db.query(
    `SELECT 1 FROM ${table} WHERE ${keys.map((k, i) => `${ident(k)} = $${i + 1}`).join(' AND ')}`,
    keys.map((k) => d.key[k]),
  )) as unknown[];
  throw exists.length ? staleError() : notFoundError(d.table);
};

// An advisory lock per schema (see runMigrations), then the schema itself.
export const lockMigrations = async (runner: Queryable, schema: string): Promise<void> => {
  await runner.query(`SELECT pg_advisory_lock(hashtext($1))`, [`migrate:${schema}`]);
  await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
};

export const unlockMigrations = async (runner: Queryable, schema: string): Promise<void> => {
  await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [`migrate:${schema}`]);
};
