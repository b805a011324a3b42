import { Module } from '@nestjs/common';
import { AlertConsumer } from './alert.consumer';
import { AlertRpc } from './alert.rpc';
import { AlertService } from './alert.service';

@Module({ controllers: [AlertRpc], providers: [AlertService, AlertConsumer] })
export class AlertModule {}
