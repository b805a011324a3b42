import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type ServiceName } from '@school/contracts';
import { baseServiceEnv, loadConfig, type ConfigOf, type EnvSchema } from '../config/config';
import { schemaDataSourceOptions, type SchemaDataSourceOptions } from '../db/data-source';
import { healthControllerFor } from '../health/health.controller';
import { connectEventBus } from './event-bus';
import { OutboxRelayService } from './outbox-relay.service';
import { EVENT_BUS, SERVICE_CONFIG, SERVICE_NAME } from '../tokens/tokens';

// env: the service's own variables (a superset of baseServiceEnv), validated at boot.
export type ServiceKitOptions = Pick<SchemaDataSourceOptions, 'entities' | 'migrations'> & {
  service: ServiceName;
  env?: EnvSchema;
};

// What every service process has: validated config, its schema's data source, the event bus with the
// outbox relay, and the health answer.
@Module({})
export class ServiceKitModule {
  static forService(o: ServiceKitOptions): DynamicModule {
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => {
            const config = loadConfig(baseServiceEnv);
            return schemaDataSourceOptions({
              url: config.DATABASE_URL,
              schema: o.service,
              entities: o.entities,
              migrations: o.migrations,
              poolMax: config.DB_POOL_MAX,
            });
          },
        }),
      ],
      controllers: [healthControllerFor(o.service)],
      providers: [
        { provide: SERVICE_NAME, useValue: o.service },
        { provide: SERVICE_CONFIG, useFactory: () => loadConfig(o.env ?? baseServiceEnv) },
        {
          provide: EVENT_BUS,
          useFactory: (config: ConfigOf<typeof baseServiceEnv>) => connectEventBus(config.NATS_URL, o.service),
          inject: [SERVICE_CONFIG],
        },
        OutboxRelayService,
      ],
      exports: [SERVICE_NAME, SERVICE_CONFIG, EVENT_BUS],
    };
  }
}
