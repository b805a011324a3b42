import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { BoardModule } from '../board/board.module';
import { TimeSlotRepository } from '../time-slot/time-slot.repository';
import { ZoomLogModule } from '../zoom-log/zoom-log.module';
import { TeacherDayRepository } from './teacher-day.repository';
import { TeacherDayRpc } from './teacher-day.rpc';
import { TeacherDayService } from './teacher-day.service';

// C11101/C11201 teacher today and upcoming: the board's reads for one teacher
@Module({
  imports: [BoardModule, ZoomLogModule],
  controllers: [TeacherDayRpc],
  providers: [TeacherDayService, TeacherDayRepository, TimeSlotRepository, serviceRpcProvider],
})
export class TeacherDayModule {}
