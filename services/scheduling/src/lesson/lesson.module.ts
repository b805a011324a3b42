import { Module } from '@nestjs/common';
import { LessonReferencesRpc } from './lesson-references.rpc';
import { LessonReferencesService } from './lesson-references.service';
import { LessonRepository } from './lesson.repository';
import { PersonReleaseService } from './person-release.service';

@Module({ controllers: [LessonReferencesRpc], providers: [LessonReferencesService, PersonReleaseService, LessonRepository] })
export class LessonModule {}
