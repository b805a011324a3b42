import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import {
  type baseServiceEnv,
  type ConfigOf,
  natsNamespace,
  PasswordRecheck,
  SERVICE_CONFIG,
  SessionStore,
} from '@school/server-kit';
import Redis from 'ioredis';
import { AUTH_PASSWORD_RECHECK, AUTH_SESSIONS } from './tokens';

const AUTH_REDIS = Symbol('AUTH_REDIS');

// The gateway's sessions as auth touches them (ending a user's sessions, the password re-entry
// record), over one Redis connection shared by the account and users rooms.
@Module({
  providers: [
    {
      provide: AUTH_REDIS,
      useFactory: (c: ConfigOf<typeof baseServiceEnv>) => new Redis(c.REDIS_URL, { maxRetriesPerRequest: 3 }),
      inject: [SERVICE_CONFIG],
    },
    // Only destroyUser is used here, so the timeouts do not matter; the gateway owns them.
    {
      provide: AUTH_SESSIONS,
      useFactory: (redis: Redis) => new SessionStore(redis, natsNamespace(), { idleSeconds: 1, absoluteSeconds: 1 }),
      inject: [AUTH_REDIS],
    },
    {
      provide: AUTH_PASSWORD_RECHECK,
      useFactory: (redis: Redis) => new PasswordRecheck(redis, natsNamespace()),
      inject: [AUTH_REDIS],
    },
  ],
  exports: [AUTH_SESSIONS, AUTH_PASSWORD_RECHECK],
})
export class SessionModule implements OnApplicationShutdown {
  constructor(@Inject(AUTH_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
