import { Module } from '@nestjs/common';
import { PendingScheduleRepository } from './pending-schedule.repository';
import { PendingScheduleRpc } from './pending-schedule.rpc';
import { PendingScheduleService } from './pending-schedule.service';

@Module({ controllers: [PendingScheduleRpc], providers: [PendingScheduleService, PendingScheduleRepository] })
export class PendingScheduleModule {}
