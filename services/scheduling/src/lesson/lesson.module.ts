import { Module } from '@nestjs/common';
import { LessonReferencesRpc } from './lesson-references.rpc';
import { LessonReferencesService } from './lesson-references.service';

@Module({ controllers: [LessonReferencesRpc], providers: [LessonReferencesService] })
export class LessonModule {}
