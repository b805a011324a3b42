import 'reflect-metadata';
import { type ServiceName } from '@school/contracts';
import { connect } from 'nats';
import { DataSource } from 'typeorm';
import { baseServiceEnv, ConfigError, loadConfig } from '../config/config';
import { runMigrations, schemaDataSourceOptions } from '../db/data-source';
import { RpcClient } from '../rpc/rpc-client';
import { type CliCommand } from '../cli/cli-command';
import { replayDeadLetter } from '../outbox/dead-letter-replay';
import { type ServiceKitOptions } from './service-kit.module';

export type SeedScale = 'small' | 'bench';
export type SeedOptions = { scale: SeedScale; seed: number };
export type Seeder = (ds: DataSource, options: SeedOptions) => Promise<void>;

const usageOf = (commands: readonly string[]) =>
  `usage: cli.js migrate | seed [--scale small|bench] [--seed N] [--if-empty] | health | dead-letter:replay CONSUMER EVENT_ID${commands.map((c) => ` | ${c}`).join('')}`;

const flag = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

// Operational commands of a service (STYLE 2: db:migrate, db:seed, health as named targets).
// Seeding replaces the service's demo data in one transaction; --if-empty seeds only a fresh schema.
export const runServiceCli = async (
  o: ServiceKitOptions & {
    seed: Seeder;
    isEmpty: (ds: DataSource) => Promise<boolean>;
    commands?: Readonly<Record<string, CliCommand>>;
  },
  argv: string[] = process.argv.slice(2),
): Promise<void> => {
  const usage = usageOf(Object.keys(o.commands ?? {}));
  let config;
  try {
    config = loadConfig(baseServiceEnv);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${o.service}: ${e.message}\n`);
      process.exit(78);
    }
    throw e;
  }
  const options = schemaDataSourceOptions({
    url: config.DATABASE_URL,
    schema: o.service,
    entities: o.entities,
    migrations: o.migrations,
    poolMax: 2,
  });
  const [command, ...args] = argv;
  switch (command) {
    case 'migrate': {
      const done = await runMigrations(options);
      process.stdout.write(`${o.service}: ${done.length ? `applied ${done.join(', ')}` : 'schema up to date'}\n`);
      return;
    }
    case 'seed': {
      const scale = (flag(args, '--scale') ?? 'small') as SeedScale;
      const seed = Number(flag(args, '--seed') ?? '1');
      if (!['small', 'bench'].includes(scale) || !Number.isInteger(seed)) throw new Error(usage);
      const ds = new DataSource(options);
      await ds.initialize();
      try {
        if (args.includes('--if-empty') && !(await o.isEmpty(ds))) {
          process.stdout.write(`${o.service}: demo data already present\n`);
          return;
        }
        const started = Date.now();
        await o.seed(ds, { scale, seed });
        process.stdout.write(`${o.service}: seeded (${scale}, seed ${seed}) in ${Date.now() - started} ms\n`);
      } finally {
        await ds.destroy();
      }
      return;
    }
    case 'health': {
      const nc = await connect({ servers: config.NATS_URL, name: `${o.service}-health-check` });
      try {
        const answer = await new RpcClient(nc, 3000).health(o.service as ServiceName, 'health-check');
        process.stdout.write(`${JSON.stringify(answer)}\n`);
      } finally {
        await nc.close();
      }
      return;
    }
    // a dead letter of this service's schema published again, once its cause is fixed (docs/events.md)
    case 'dead-letter:replay': {
      const [consumer, eventId] = args;
      if (!consumer || !eventId) throw new Error(usage);
      const ds = new DataSource(options);
      await ds.initialize();
      try {
        const id = await replayDeadLetter(ds, o.service, consumer, eventId);
        process.stdout.write(`${o.service}: ${eventId} of ${consumer} replayed as ${id}\n`);
      } finally {
        await ds.destroy();
      }
      return;
    }
    default: {
      const own = command ? o.commands?.[command] : undefined;
      if (!own) throw new Error(usage);
      const ds = new DataSource(options);
      await ds.initialize();
      const nc = await connect({ servers: config.NATS_URL, name: `${o.service}-${command}` });
      try {
        process.stdout.write(`${o.service}: ${await own({ ds, rpc: new RpcClient(nc, 15000), args })}\n`);
      } finally {
        await nc.close();
        await ds.destroy();
      }
    }
  }
};

export const runCliMain = (run: () => Promise<void>) =>
  run().then(
    () => process.exit(0),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exit(1);
    },
  );
