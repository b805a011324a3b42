import { Module } from '@nestjs/common';
import { TeacherRpc } from './teacher.rpc';
import { TeacherService } from './teacher.service';

@Module({ controllers: [TeacherRpc], providers: [TeacherService] })
export class TeacherModule {}
