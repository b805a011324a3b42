import { BullModule, InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { QUEUES } from '@school/contracts';
import { type ConfigOf, natsNamespace, redisOptions, SERVICE_CONFIG, type baseServiceEnv } from '@school/server-kit';
import { type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { raiseUnwrittenReportAlerts } from './unwritten-reports.check';

// Every day at 06:00 school time, before the office opens (docs/alerts.md reportUnwritten).
export const ALERT_CHECK_SCHEDULE = { pattern: '0 6 * * *', tz: 'Asia/Tokyo' } as const;

// The daily check as a repeatable BullMQ job: one schedule however many replicas start (an upsert
// under a fixed id), run by whichever worker takes it; a run missed while Redis was down is not made up.
@Injectable()
class AlertCheckSchedule implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUES.reportAlertCheck) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('daily-report-alert-check', ALERT_CHECK_SCHEDULE, {
      name: 'check',
      opts: { removeOnComplete: 100, removeOnFail: 500 },
    });
  }
}

@Processor(QUEUES.reportAlertCheck)
class AlertCheckProcessor extends WorkerHost {
  constructor(private readonly ds: DataSource) {
    super();
  }

  async process(): Promise<{ lessons: number }> {
    return { lessons: await this.ds.transaction((tx) => raiseUnwrittenReportAlerts(tx)) };
  }
}

@Module({
  imports: [
    BullModule.forRootAsync({
      useFactory: (config: ConfigOf<typeof baseServiceEnv>) => ({
        connection: redisOptions(config.REDIS_URL),
        prefix: natsNamespace(),
      }),
      inject: [SERVICE_CONFIG],
    }),
    BullModule.registerQueue({ name: QUEUES.reportAlertCheck }),
  ],
  providers: [AlertCheckSchedule, AlertCheckProcessor],
})
export class AlertCheckModule {}
