import { Module } from '@nestjs/common';
import { LessonCopyConsumer } from './lesson-copy.consumer';

// The lessons reports are written for, as scheduling's events leave them.
@Module({ providers: [LessonCopyConsumer] })
export class LessonModule {}
