import { Controller, Inject, type Type } from '@nestjs/common';
import { type ServiceName } from '@school/contracts';
import { DataSource } from 'typeorm';
import { HealthRpc } from '../rpc/rpc.decorators';
import { SERVICE_NAME } from '../tokens/tokens';
import { pingDatabase } from './health.repository';

export type ServiceHealth = { service: ServiceName; status: 'ok'; pid: number; uptimeSeconds: number; database: 'ok' };

// The service's health answer on NATS: it answers only when it can also reach its database.
export const healthControllerFor = (service: ServiceName): Type<unknown> => {
  @Controller()
  class HealthController {
    constructor(
      private readonly ds: DataSource,
      @Inject(SERVICE_NAME) private readonly name: ServiceName,
    ) {}

    @HealthRpc(service)
    async health(): Promise<ServiceHealth> {
      await pingDatabase(this.ds);
      return { service: this.name, status: 'ok', pid: process.pid, uptimeSeconds: Math.round(process.uptime()), database: 'ok' };
    }
  }
  return HealthController;
};
