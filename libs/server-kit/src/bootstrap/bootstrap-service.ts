import { type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { type ServiceName } from '@school/contracts';
import { baseServiceEnv, ConfigError, loadConfig, type EnvSchema } from '../config/config';
import { JsonLogger } from '../logging/logger';
import { coalesceNatsWrites } from '../rpc/coalesced-writes';
import { GracefulNatsServer } from '../rpc/graceful-nats.server';
import { RpcErrorFilter } from '../rpc/rpc-error.filter';

// How long the event loop was held since the service was ready, in ms: a call that arrives meanwhile
// waits that long (`npm run bench -- load` prints it per process). Sampled every 10 ms; a sample is
// the time between two ticks, so the resolution itself is taken off.
const LOOP_RESOLUTION_MS = 10;
const heldMs = (h: IntervalHistogram) => {
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 10) / 10);
  return { p99: ms(h.percentile(99)), max: ms(h.max) };
};

// Starts a service as a NestJS microservice on NATS in the service's queue group. SIGTERM/SIGINT:
// stop taking requests, finish those in flight, stop the outbox relay, close connections, exit 0.
export const bootstrapService = async (
  service: ServiceName,
  module: Type<unknown>,
  env: EnvSchema = baseServiceEnv,
): Promise<INestMicroservice> => {
  const logger = new JsonLogger(service);
  let config;
  try {
    // Every variable the service reads is checked before anything starts.
    loadConfig(env);
    config = loadConfig(baseServiceEnv);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${service}: ${e.message}\n`);
      process.exit(78);
    }
    throw e;
  }
  coalesceNatsWrites();
  const server = new GracefulNatsServer({
    servers: config.NATS_URL,
    queue: service,
    name: service,
    // reconnects for as long as NATS is away (the default gives up after about 20 s)
    maxReconnectAttempts: -1,
    // a timeout's error needs no stack of where the request was made: it is answered 408
    noAsyncTraces: true,
    graceMs: config.SHUTDOWN_GRACE_MS,
  });
  const app = await NestFactory.createMicroservice(module, { strategy: server, logger });
  app.useGlobalFilters(new RpcErrorFilter(logger, service));
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.event('info', 'shutting down', {
      signal,
      requestsServed: server.requestsServed,
      eventLoopDelayMs: heldMs(loopDelay),
    });
    app
      .close()
      .then(() => process.exit(0))
      .catch((e: unknown) => {
        logger.event('error', 'shutdown failed', { error: e instanceof Error ? e.message : String(e) });
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen();
  await server.subscribed();
  loopDelay.enable();
  logger.event('info', 'ready', { pid: process.pid, queue: service });
  return app;
};
