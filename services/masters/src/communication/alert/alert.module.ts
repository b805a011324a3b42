import { Module } from '@nestjs/common';
import { AlertConsumer } from './alert.consumer';
import { AlertRpc } from './alert.rpc';
import { AlertRepository } from './alert.repository';
import { AlertService } from './alert.service';

@Module({ controllers: [AlertRpc], providers: [AlertRepository, AlertService, AlertConsumer] })
export class AlertModule {}
