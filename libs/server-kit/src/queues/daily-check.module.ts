import { BullModule, InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { type DynamicModule, Inject, Injectable, Module, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { type CliCommand } from '../cli/cli-command';
import { queueRoot } from './queue-root';

// A service's daily check (docs/alerts.md: unassigned lessons, unwritten reports): what it runs and
// under which names.
export type DailyCheck = {
  // its BullMQ queue (libs/contracts QUEUES) and the id of the queue's one job scheduler
  queue: string;
  scheduler: string;
  // the check, in one transaction of the service's schema (its events go out through the outbox
  // once it commits); answers how many things it found
  run: (tx: EntityManager) => Promise<number>;
  // the line cli.js prints for that number
  report: (found: number) => string;
};

// Every day at 06:00 school time, before the office opens.
export const DAILY_CHECK_SCHEDULE = { pattern: '0 6 * * *', tz: 'Asia/Tokyo' } as const;

const scheduleFor = (check: DailyCheck): Type<OnApplicationBootstrap> => {
  @Injectable()
  class DailyCheckSchedule implements OnApplicationBootstrap {
    constructor(@InjectQueue(check.queue) private readonly queue: Queue) {}

    async onApplicationBootstrap(): Promise<void> {
      await this.queue.upsertJobScheduler(check.scheduler, DAILY_CHECK_SCHEDULE, {
        name: 'check',
        opts: { removeOnComplete: 100, removeOnFail: 500 },
      });
    }
  }
  return DailyCheckSchedule;
};

const processorFor = (check: DailyCheck): Type<WorkerHost> => {
  @Processor(check.queue)
  class DailyCheckProcessor extends WorkerHost {
    constructor(@Inject(DataSource) private readonly ds: DataSource) {
      super();
    }

    async process(): Promise<{ found: number }> {
      return { found: await this.ds.transaction((tx) => check.run(tx)) };
    }
  }
  return DailyCheckProcessor;
};

// The daily check as a repeatable BullMQ job: one schedule however many replicas start (an upsert
// under a fixed id), run by whichever worker takes it; a run missed while Redis was down is not made
// up. Import DailyCheckModule.forCheck(check) once in the service's AppModule, and give cli.js
// dailyCheckCommand(check) to run it at once (tests, the demo).
@Module({})
export class DailyCheckModule {
  static forCheck(check: DailyCheck): DynamicModule {
    return {
      module: DailyCheckModule,
      imports: [queueRoot(), BullModule.registerQueue({ name: check.queue })],
      providers: [scheduleFor(check), processorFor(check)],
    };
  }
}

// cli.js's command for the check; the running service's outbox relay sends its events on.
export const dailyCheckCommand =
  (check: DailyCheck): CliCommand =>
  async ({ ds }) =>
    check.report(await ds.transaction((tx) => check.run(tx)));
