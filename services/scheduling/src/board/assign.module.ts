import { BullModule } from '@nestjs/bullmq';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { QUEUES } from '@school/contracts';
import {
  type ConfigOf,
  natsNamespace,
  PasswordRecheck,
  queueConnection,
  SERVICE_CONFIG,
  type baseServiceEnv,
} from '@school/server-kit';
import Redis from 'ioredis';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { AssignRpc } from './assign.rpc';
import { AssignService } from './assign.service';
import { BoardRepository } from './board.repository';
import { DistributeDateService, distributeSolver, type DistributeSolver } from './distribute/distribute-date.service';
import { DistributeProcessor } from './distribute/distribute.processor';
import { DistributeRepository } from './distribute/distribute.repository';
import { DistributeRpc } from './distribute/distribute.rpc';
import { DistributeService } from './distribute/distribute.service';
import { LessonStateService } from './lesson-state.service';
import { BOARD_PASSWORD_RECHECK, BOARD_REDIS, DISTRIBUTE_SOLVER } from './tokens';

// C40101's writes: assigning (updateSchedule), transfers and cancelling, the automatic assignment's
// job (auto-assign queue) and its solver's worker thread. Redis for the password re-entry the auth
// service records (PasswordRecheck).
@Module({
  imports: [BullModule.registerQueueAsync({ name: QUEUES.autoAssign, ...queueConnection }), EntryCellModule],
  controllers: [AssignRpc, DistributeRpc],
  providers: [
    AssignService,
    LessonStateService,
    BoardRepository,
    DistributeService,
    DistributeDateService,
    DistributeRepository,
    DistributeProcessor,
    { provide: DISTRIBUTE_SOLVER, useFactory: distributeSolver },
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
  constructor(
    @Inject(BOARD_REDIS) private readonly redis: Redis,
    @Inject(DISTRIBUTE_SOLVER) private readonly solver: DistributeSolver,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.redis.quit().catch(() => undefined), this.solver.close()]);
  }
}
