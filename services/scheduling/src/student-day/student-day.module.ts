import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { StudentRowsModule } from '../student-schedule/student-rows.module';
import { StudentDayRpc } from './student-day.rpc';
import { StudentDayService } from './student-day.service';
import { ZoomInfoSetting } from './zoom-info-setting';

@Module({
  imports: [StudentRowsModule],
  controllers: [StudentDayRpc],
  providers: [StudentDayService, ZoomInfoSetting, serviceRpcProvider],
})
export class StudentDayModule {}
