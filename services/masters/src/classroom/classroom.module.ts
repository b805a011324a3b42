import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { ClassroomRpc } from './classroom.rpc';
import { ClassroomRepository } from './classroom.repository';
import { ClassroomService } from './classroom.service';

@Module({ controllers: [ClassroomRpc], providers: [ClassroomRepository, ClassroomService, serviceRpcProvider] })
export class ClassroomModule {}
