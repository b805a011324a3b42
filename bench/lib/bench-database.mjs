import { createRequire } from 'node:module';
import pg from 'pg';
import { ensureInfra } from '../../scripts/lib/infra.mjs';
import { migrateAll, seedAll } from '../../scripts/lib/workspace.mjs';

const { DEMO_SCALES } = createRequire(import.meta.url)('@school/demo-school');

// A benchmark's database: one per demo scale (school_bench_small, school_bench_bench) on the
// PostgreSQL server npm start uses, never the development database that DATABASE_URL or npm start
// names (its demo school is whatever was seeded there last, usually the small one).
// BENCH_DATABASE_PREFIX names them otherwise, for benches run beside others' on one server.
export const benchDatabaseName = (scale) => `${process.env.BENCH_DATABASE_PREFIX || 'school_bench'}_${scale}`;

// The servers with the scale's own database, migrated and seeded at that scale when empty (seed 1).
// A database holding another number of centers than the scale's is refused: the figures would be
// those of another school than the benchmark's title says.
export async function benchInfra(scale) {
  if (!(scale in DEMO_SCALES)) throw new Error(`benchInfra: unknown scale ${JSON.stringify(scale)}`);
  const infra = await ensureInfra({ mode: 'dev', database: benchDatabaseName(scale) });
  return {
    ...infra,
    // after the build: the services' CLIs run from dist
    async prepare(env) {
      await migrateAll(env);
      await seedAll(env, ['--scale', scale, '--seed', '1', '--if-empty']);
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      try {
        const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM "masters"."center" WHERE "group_flag" = 0`)).rows;
        if (n !== DEMO_SCALES[scale].centers)
          throw new Error(
            `${benchDatabaseName(scale)} holds ${n} centers, not the ${DEMO_SCALES[scale].centers} of the ${scale} scale: ` +
              `drop it (DROP DATABASE ${benchDatabaseName(scale)}) and run the benchmark again`,
          );
      } finally {
        await db.end();
      }
      console.log(`benchmark database ${benchDatabaseName(scale)}: ${scale} scale (${DEMO_SCALES[scale].centers} centers)`);
    },
  };
}

const withDatabase = (url, database) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

// A copy of the scale's database (suffix: the benchmark's name) for a benchmark that writes what it
// cannot take back (a released range, distributes), so that the database the others read stays as
// seeded. env: the one benchInfra's prepare() had. drop() once nothing is connected to it any more.
export async function benchCopy(env, scale, suffix) {
  const source = benchDatabaseName(scale);
  const name = `${source}_${suffix}`;
  const onServer = async (sql) => {
    const admin = new pg.Client({ connectionString: withDatabase(env.DATABASE_URL, 'postgres') });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`DROP DATABASE IF EXISTS "${name}"`);
  try {
    await onServer(`CREATE DATABASE "${name}" TEMPLATE "${source}"`);
  } catch (e) {
    throw new Error(`copying ${source}: ${e.message} (another benchmark using it? run this one alone)`);
  }
  return { name, url: withDatabase(env.DATABASE_URL, name), drop: () => onServer(`DROP DATABASE IF EXISTS "${name}"`) };
}
