import { Controller, Get, Inject, Res } from '@nestjs/common';
import { SERVICES } from '@school/contracts';
import { pingDatabase, RpcClient } from '@school/server-kit';
import { type Response } from 'express';
import type Redis from 'ioredis';
import { type NatsConnection } from 'nats';
import { type Pool } from 'pg';
import { NATS, PG_POOL, REDIS } from '../tokens';

const within = <T>(ms: number, p: Promise<T>): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);

const check = async (fn: () => Promise<unknown>): Promise<string> => {
  try {
    await within(2000, fn());
    return 'ok';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
};

@Controller()
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pg: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NATS) private readonly nats: NatsConnection,
    private readonly rpc: RpcClient,
  ) {}

  // Liveness: the process answers.
  @Get('healthz')
  healthz() {
    return { status: 'ok' };
  }

  // Readiness: the backing services answer. The services' own health is reported alongside; a
  // service that is down makes its calls 503 but does not take the gateway out of rotation.
  @Get('readyz')
  async readyz(@Res() res: Response): Promise<void> {
    const [postgres, redis, nats] = await Promise.all([
      check(() => pingDatabase(this.pg)),
      check(() => this.redis.ping()),
      check(() => this.nats.flush()),
    ]);
    const services = Object.fromEntries(
      await Promise.all(SERVICES.map(async (s) => [s, await check(() => this.rpc.health(s, 'readyz', 1500))] as const)),
    );
    const ready = postgres === 'ok' && redis === 'ok' && nats === 'ok';
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', postgres, redis, nats, services });
  }
}
