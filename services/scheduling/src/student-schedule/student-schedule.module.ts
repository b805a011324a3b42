import { Module } from '@nestjs/common';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { StudentRowsModule } from './student-rows.module';
import { StudentScheduleRpc } from './student-schedule.rpc';
import { StudentScheduleService } from './student-schedule.service';

@Module({
  imports: [EntryCellModule, StudentRowsModule],
  controllers: [StudentScheduleRpc],
  providers: [StudentScheduleService],
})
export class StudentScheduleModule {}
