import { BullModule } from '@nestjs/bullmq';
import { SERVICE_CONFIG } from '../tokens/tokens';
import { type baseServiceEnv, type ConfigOf } from '../config/config';
import { natsNamespace } from '../rpc/namespace';
import { redisOptions } from './redis-connection';

// Where a service's BullMQ queues live: its Redis, keys prefixed with its NATS namespace (so stacks
// side by side on one Redis never share a queue). For BullModule.forRootAsync / registerQueueAsync.
export const queueConnection = {
  useFactory: (config: ConfigOf<typeof baseServiceEnv>) => ({
    connection: redisOptions(config.REDIS_URL),
    prefix: natsNamespace(),
  }),
  inject: [SERVICE_CONFIG],
};

// BullMQ's root configuration, for a module whose queues are registered with BullModule.registerQueue.
export const queueRoot = () => BullModule.forRootAsync(queueConnection);
