// Bulk INSERT … SELECT FROM unnest($1::int[], $2::text[], …): one statement and one round trip
// per batch, whatever the column count, so 50,000 lessons go in within seconds. Pure: it only
// builds SQL text and parameters for the caller's connection.
export type PgType = 'int' | 'smallint' | 'bigint' | 'text' | 'date' | 'timestamptz' | 'jsonb' | 'int[]' | 'text[]';

export type SqlScalar = string | number | null;

export type ColumnSpec<R> = readonly [name: string, type: PgType, value: (row: R) => SqlScalar | readonly number[]];

export type SqlStatement = { sql: string; params: unknown[] };

const quoteIdent = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected SQL identifier '${name}'`);
  return `"${name}"`;
};

// Arrays of arrays cannot be unnested row by row, so array columns travel as text literals (an int[]
// from the row's numbers, a text[] as the row's literal '{a,b}'), like JSON.
const asText = (type: PgType): boolean => type === 'int[]' || type === 'text[]' || type === 'jsonb';
const paramType = (type: PgType): string => (asText(type) ? 'text' : type);

const toParam = (type: PgType, value: SqlScalar | readonly number[]): SqlScalar => {
  if (value === null) return null;
  if (type === 'int[]') {
    if (!Array.isArray(value)) throw new Error('An int[] column needs an array of numbers');
    return `{${value.join(',')}}`;
  }
  if (Array.isArray(value)) throw new Error(`A ${type} column cannot take an array`);
  return value as SqlScalar;
};

export const DEFAULT_BATCH_SIZE = 5000;

export const unnestInserts = <R>(
  schema: string,
  table: string,
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
  batchSize = DEFAULT_BATCH_SIZE,
): SqlStatement[] => {
  if (columns.length === 0) throw new Error('No columns to insert');
  const names = columns.map(([name]) => quoteIdent(name));
  const unnestArgs = columns.map(([, type], i) => `$${i + 1}::${paramType(type)}[]`).join(', ');
  const selectList = columns
    .map(([name, type]) => (asText(type) ? `u.${quoteIdent(name)}::${type}` : `u.${quoteIdent(name)}`))
    .join(', ');
  const sql =
    `INSERT INTO ${quoteIdent(schema)}.${quoteIdent(table)} (${names.join(', ')}) ` +
    `SELECT ${selectList} FROM unnest(${unnestArgs}) AS u(${names.join(', ')})`;
  const statements: SqlStatement[] = [];
  for (let from = 0; from < rows.length; from += batchSize) {
    const batch = rows.slice(from, from + batchSize);
    statements.push({ sql, params: columns.map(([, type, value]) => batch.map((row) => toParam(type, value(row)))) });
  }
  return statements;
};

// After inserting explicit keys, move the serial on so the next INSERT gets a free number.
export const syncSerialSql = (schema: string, table: string, column: string): string =>
  `SELECT setval(pg_get_serial_sequence('${quoteIdent(schema)}.${quoteIdent(table)}', '${column}'), ` +
  `COALESCE((SELECT max(${quoteIdent(column)}) FROM ${quoteIdent(schema)}.${quoteIdent(table)}), 0) + 1, false)`;

// Columns named after the row's own fields, which is how the demo rows are shaped.
export const columnsOf = <R extends { [K in keyof R]: SqlScalar | readonly number[] }>(
  spec: readonly (readonly [keyof R & string, PgType])[],
): ColumnSpec<R>[] => spec.map(([name, type]): ColumnSpec<R> => [name, type, (row: R) => row[name]]);

// What runs the statements: a TypeORM EntityManager or a pg client (this library opens no connection).
export type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

// Every batch of unnestInserts, one after the other, on the caller's connection (its transaction).
export const insertRows = async <R>(
  db: Queryable,
  schema: string,
  table: string,
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<void> => {
  for (const { sql, params } of unnestInserts(schema, table, columns, rows, batchSize)) await db.query(sql, params);
};
