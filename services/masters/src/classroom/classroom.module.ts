import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { ClassroomRpc } from './classroom.rpc';
import { ClassroomService } from './classroom.service';

@Module({ controllers: [ClassroomRpc], providers: [ClassroomService, serviceRpcProvider] })
export class ClassroomModule {}
