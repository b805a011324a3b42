import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { StudentCenterChangeRpc } from './student-center-change.rpc';
import { StudentCenterChangeService } from './student-center-change.service';
import { StudentRepository } from './student.repository';
import { StudentRpc } from './student.rpc';
import { StudentService } from './student.service';

@Module({
  controllers: [StudentRpc, StudentCenterChangeRpc],
  providers: [StudentRepository, StudentService, StudentCenterChangeService, serviceRpcProvider],
})
export class StudentModule {}
