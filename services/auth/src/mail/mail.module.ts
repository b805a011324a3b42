import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@school/contracts';
import { type ConfigOf, natsNamespace, redisOptions, SERVICE_CONFIG, type baseServiceEnv } from '@school/server-kit';
import { MailProcessor } from './mail.processor';
import { MailTransport } from './mail.transport';
import { Mailer } from './mailer';

@Module({
  imports: [
    BullModule.forRootAsync({
      useFactory: (config: ConfigOf<typeof baseServiceEnv>) => ({
        connection: redisOptions(config.REDIS_URL),
        prefix: natsNamespace(),
      }),
      inject: [SERVICE_CONFIG],
    }),
    BullModule.registerQueue({ name: QUEUES.mail }),
  ],
  providers: [Mailer, MailTransport, MailProcessor],
  exports: [Mailer],
})
export class MailModule {}
