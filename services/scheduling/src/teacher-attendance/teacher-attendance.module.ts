import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { TeacherAttendanceRepository } from './teacher-attendance.repository';
import { TeacherAttendanceRpc } from './teacher-attendance.rpc';
import { TeacherAttendanceService } from './teacher-attendance.service';

// C40701 teacher attendance check (asks the reports service for the unwritten reports)
@Module({
  controllers: [TeacherAttendanceRpc],
  providers: [TeacherAttendanceService, TeacherAttendanceRepository, serviceRpcProvider],
})
export class TeacherAttendanceModule {}
