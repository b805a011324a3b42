// npm run seed -- --scale small|bench --seed N: replaces the demo school in the dev database;
// each service seeds its own schema. Deterministic for a given scale and seed.
import { ensureInfra } from './lib/infra.mjs';
import { build, ensureInstalled, migrateAll, seedAll } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const scale = value('--scale', 'small');
const seed = value('--seed', '1');
if (!['small', 'bench'].includes(scale) || !/^\d+$/.test(seed)) {
  console.error('usage: npm run seed -- --scale small|bench --seed N');
  process.exit(2);
}

const main = async () => {
  await ensureInstalled();
  const infra = await ensureInfra({ mode: 'dev' });
  try {
    const env = { ...process.env, ...infra.env };
    await build(env);
    await migrateAll(env);
    await seedAll(env, ['--scale', scale, '--seed', seed]);
  } finally {
    await infra.stop();
  }
};

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
