// npm run seed -- --scale small|bench --seed N: replaces the demo school in the dev database;
// each service seeds its own schema. Deterministic for a given scale and seed.
import { ensureInfra } from './lib/infra.mjs';
import { startProcess, stopProcess } from './lib/stack.mjs';
import { build, ensureInstalled, migrateAll, seedAll, serviceCli } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const scale = value('--scale', 'small');
const seed = value('--seed', '1');
if (!['small', 'bench'].includes(scale) || !/^\d+$/.test(seed)) {
  console.error('usage: npm run seed -- --scale small|bench --seed N');
  process.exit(2);
}

// Runs work while the service runs (its health answering), then stops it.
const whileRunning = async (service, env, work) => {
  const running = startProcess(service, env);
  try {
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        await serviceCli(service, ['health'], env, { quiet: true });
        break;
      } catch (e) {
        if (Date.now() > until) throw e;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    await work();
  } finally {
    await stopProcess(running);
  }
};

// The scheduling projections of teachers and students, rebuilt from the snapshot masters serves
// (scheduling:projection:rebuild), then the chat rooms from the lessons' snapshot scheduling serves
// (chat:projection:rebuild): each serving service runs for the while.
const rebuildProjections = async (env) => {
  await whileRunning('masters', env, () => serviceCli('scheduling', ['projection:rebuild'], env));
  await whileRunning('scheduling', env, () => serviceCli('chat', ['projection:rebuild'], env));
};

const main = async () => {
  await ensureInstalled();
  const infra = await ensureInfra({ mode: 'dev' });
  try {
    const env = { ...process.env, ...infra.env };
    await build(env);
    await migrateAll(env);
    await seedAll(env, ['--scale', scale, '--seed', seed]);
    await rebuildProjections(env);
  } finally {
    await infra.stop();
  }
};

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
