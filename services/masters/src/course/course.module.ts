import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { CourseRpc } from './course.rpc';
import { CourseService } from './course.service';

@Module({ controllers: [CourseRpc], providers: [CourseService, serviceRpcProvider] })
export class CourseModule {}
