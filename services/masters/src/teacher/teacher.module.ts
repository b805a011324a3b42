import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { TeacherRpc } from './teacher.rpc';
import { TeacherService } from './teacher.service';

@Module({ controllers: [TeacherRpc], providers: [TeacherService, serviceRpcProvider] })
export class TeacherModule {}
