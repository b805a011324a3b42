import { Module } from '@nestjs/common';
import { StudentRowsModule } from '../student-schedule/student-rows.module';
import { ZoomLogModule } from '../zoom-log/zoom-log.module';
import { StudentDayRpc } from './student-day.rpc';
import { StudentDayService } from './student-day.service';

@Module({
  imports: [StudentRowsModule, ZoomLogModule],
  controllers: [StudentDayRpc],
  providers: [StudentDayService],
})
export class StudentDayModule {}
