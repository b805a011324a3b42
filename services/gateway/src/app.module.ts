import { Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { CachedSessionStore, FileStore, loadConfig, natsNamespace, RpcClient } from '@school/server-kit';
import Redis from 'ioredis';
import { connect, type NatsConnection } from 'nats';
import { Pool } from 'pg';
import { Dispatcher } from './api/dispatcher.service';
import { CalendarFeedController } from './calendar/calendar-feed.controller';
import { gatewayEnv } from './config';
import { FilesController } from './files/files.controller';
import { FileSweeper } from './files/file-sweeper';
import { HealthController } from './health/health.controller';
import { LiveHub } from './live/live-hub';
import { OidcController } from './oidc/oidc.controller';
import { OidcStrategies } from './oidc/oidc-strategies';
import { OidcTransactions } from './oidc/oidc-transactions';
import { RateLimiter } from './security/rate-limiter';
import { SessionGuard } from './session/session.guard';
import { Sessions } from './session/sessions';
import { GATEWAY_CONFIG, NATS, PG_POOL, REDIS, SESSION_STORE, type GatewayConfig } from './tokens';

@Module({
  controllers: [FilesController, HealthController, OidcController, CalendarFeedController],
  providers: [
    { provide: GATEWAY_CONFIG, useFactory: () => loadConfig(gatewayEnv) },
    {
      provide: REDIS,
      useFactory: (c: GatewayConfig) => new Redis(c.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
      inject: [GATEWAY_CONFIG],
    },
    {
      provide: NATS,
      useFactory: (c: GatewayConfig) =>
        connect({ servers: c.NATS_URL, name: 'gateway', maxReconnectAttempts: -1, noAsyncTraces: true }),
      inject: [GATEWAY_CONFIG],
    },
    {
      provide: PG_POOL,
      useFactory: (c: GatewayConfig) => {
        const pool = new Pool({ connectionString: c.DATABASE_URL, max: 1, application_name: 'school-gateway' });
        // an idle connection lost (PostgreSQL restarted) must not end the gateway: the next query opens another
        pool.on('error', () => undefined);
        return pool;
      },
      inject: [GATEWAY_CONFIG],
    },
    {
      provide: RpcClient,
      useFactory: (nc: NatsConnection, c: GatewayConfig) => new RpcClient(nc, c.RPC_TIMEOUT_MS),
      inject: [NATS, GATEWAY_CONFIG],
    },
    { provide: FileStore, useFactory: (c: GatewayConfig) => new FileStore(c.FILES_DIR), inject: [GATEWAY_CONFIG] },
    {
      provide: SESSION_STORE,
      useFactory: (redis: Redis, c: GatewayConfig) => {
        const store = new CachedSessionStore(
          redis,
          natsNamespace(),
          { idleSeconds: c.SESSION_IDLE_MINUTES * 60, absoluteSeconds: c.SESSION_ABSOLUTE_HOURS * 3600 },
          redis.duplicate(),
        );
        // not awaited: the gateway starts without Redis too; sessions are only kept once subscribed
        void store.listen().catch(() => undefined);
        return store;
      },
      inject: [REDIS, GATEWAY_CONFIG],
    },
    Sessions,
    SessionGuard,
    RateLimiter,
    Dispatcher,
    OidcStrategies,
    OidcTransactions,
    FileSweeper,
    LiveHub,
  ],
})
export class AppModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NATS) private readonly nats: NatsConnection,
    @Inject(PG_POOL) private readonly pg: Pool,
    @Inject(SESSION_STORE) private readonly sessions: CachedSessionStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.nats.drain(), this.redis.quit(), this.pg.end(), this.sessions.close()]);
  }
}
