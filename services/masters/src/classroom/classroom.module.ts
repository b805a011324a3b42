import { Module } from '@nestjs/common';
import { ClassroomRpc } from './classroom.rpc';
import { ClassroomService } from './classroom.service';

@Module({ controllers: [ClassroomRpc], providers: [ClassroomService] })
export class ClassroomModule {}
