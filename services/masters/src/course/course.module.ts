import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { CourseRpc } from './course.rpc';
import { CourseRepository } from './course.repository';
import { CourseService } from './course.service';

@Module({ controllers: [CourseRpc], providers: [CourseRepository, CourseService, serviceRpcProvider] })
export class CourseModule {}
