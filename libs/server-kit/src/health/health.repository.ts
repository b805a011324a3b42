type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

// The database answers a trivial query.
export const pingDatabase = async (db: Queryable): Promise<void> => {
  await db.query('SELECT 1');
};
