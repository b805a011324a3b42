import { Module } from '@nestjs/common';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { WeeklyCourseRepository } from './weekly-course.repository';
import { WeeklyCourseRpc } from './weekly-course.rpc';
import { WeeklyCourseService } from './weekly-course.service';

@Module({ imports: [EntryCellModule], controllers: [WeeklyCourseRpc], providers: [WeeklyCourseService, WeeklyCourseRepository] })
export class WeeklyCourseModule {}
