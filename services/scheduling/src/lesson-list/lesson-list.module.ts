import { Module } from '@nestjs/common';
import { LessonListRepository } from './lesson-list.repository';
import { LessonListRpc } from './lesson-list.rpc';
import { LessonListService } from './lesson-list.service';

// C40501 lesson list (needs CsvExportModule.forService('scheduling') in the AppModule)
@Module({ controllers: [LessonListRpc], providers: [LessonListService, LessonListRepository] })
export class LessonListModule {}
