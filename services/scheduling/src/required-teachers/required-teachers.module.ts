import { Module } from '@nestjs/common';
import { OperationStatusModule } from '../operation-status/operation-status.module';
import { RequiredTeachersRepository } from './required-teachers.repository';
import { RequiredTeachersRpc } from './required-teachers.rpc';
import { RequiredTeachersService } from './required-teachers.service';

@Module({
  imports: [OperationStatusModule],
  controllers: [RequiredTeachersRpc],
  providers: [RequiredTeachersService, RequiredTeachersRepository],
})
export class RequiredTeachersModule {}
