import { Module } from '@nestjs/common';
import { CourseRpc } from './course.rpc';
import { CourseService } from './course.service';

@Module({ controllers: [CourseRpc], providers: [CourseService] })
export class CourseModule {}
