import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type ConfigOf, natsNamespace, PasswordRecheck, SERVICE_CONFIG, type baseServiceEnv } from '@school/server-kit';
import Redis from 'ioredis';
import { AssignRpc } from './assign.rpc';
import { AssignService } from './assign.service';
import { BoardRepository } from './board.repository';
import { LessonStateService } from './lesson-state.service';
import { BOARD_PASSWORD_RECHECK, BOARD_REDIS } from './tokens';

// C40101's writes: assigning (updateSchedule), transfers and cancelling. Redis only for the password re-entry the auth service records (PasswordRecheck).
@Module({
  controllers: [AssignRpc],
  providers: [
    AssignService,
    LessonStateService,
    BoardRepository,
    {
      provide: BOARD_REDIS,
      useFactory: (c: ConfigOf<typeof baseServiceEnv>) => new Redis(c.REDIS_URL, { maxRetriesPerRequest: 3 }),
      inject: [SERVICE_CONFIG],
    },
    {
      provide: BOARD_PASSWORD_RECHECK,
      useFactory: (redis: Redis) => new PasswordRecheck(redis, natsNamespace()),
      inject: [BOARD_REDIS],
    },
  ],
})
export class AssignModule implements OnApplicationShutdown {
  constructor(@Inject(BOARD_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
