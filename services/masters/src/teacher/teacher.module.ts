import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { TeacherRepository } from './teacher.repository';
import { TeacherRpc } from './teacher.rpc';
import { TeacherService } from './teacher.service';

@Module({ controllers: [TeacherRpc], providers: [TeacherRepository, TeacherService, serviceRpcProvider] })
export class TeacherModule {}
