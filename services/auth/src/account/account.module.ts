import { Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import {
  type ConfigOf,
  natsNamespace,
  PasswordRecheck,
  SERVICE_CONFIG,
  SessionStore,
  type baseServiceEnv,
} from '@school/server-kit';
import Redis from 'ioredis';
import { AuditLog } from '../audit/audit-log';
import { AuditRepository } from '../audit/audit.repository';
import { MailModule } from '../mail/mail.module';
import { MenuRepository } from '../menu/menu.repository';
import { EmailTokens } from '../tokens/email-tokens';
import { TokensRepository } from '../tokens/tokens.repository';
import { UsersRepository } from '../users/users.repository';
import { AccountRepository } from './account.repository';
import { AccountRpc } from './account.rpc';
import { AccountService } from './account.service';
import { SocialRpc } from './social.rpc';
import { SocialService } from './social.service';
import { AUTH_PASSWORD_RECHECK, AUTH_SESSIONS } from './tokens';

const AUTH_REDIS = Symbol('AUTH_REDIS');

@Module({
  imports: [MailModule],
  controllers: [AccountRpc, SocialRpc],
  providers: [
    AccountService,
    SocialService,
    AccountRepository,
    UsersRepository,
    MenuRepository,
    EmailTokens,
    TokensRepository,
    AuditLog,
    AuditRepository,
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
  exports: [UsersRepository, AuditLog, AUTH_SESSIONS, AccountService],
})
export class AccountModule implements OnApplicationShutdown {
  constructor(@Inject(AUTH_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
