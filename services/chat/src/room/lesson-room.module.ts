import { Module } from '@nestjs/common';
import { LessonRoomConsumer } from './lesson-room.consumer';
import { LessonRoomRepository } from './lesson-room.repository';

// The lessons' rooms as scheduling's events leave them, and who may read and write each.
@Module({ providers: [LessonRoomConsumer, LessonRoomRepository], exports: [LessonRoomRepository] })
export class LessonRoomModule {}
