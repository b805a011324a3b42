import { Module } from '@nestjs/common';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { StudentScheduleRepository } from './student-schedule.repository';
import { StudentScheduleRpc } from './student-schedule.rpc';
import { StudentScheduleService } from './student-schedule.service';

@Module({
  imports: [EntryCellModule],
  controllers: [StudentScheduleRpc],
  providers: [StudentScheduleService, StudentScheduleRepository],
})
export class StudentScheduleModule {}
