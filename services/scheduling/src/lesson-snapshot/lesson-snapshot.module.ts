import { Module } from '@nestjs/common';
import { LessonSnapshotRepository } from './lesson-snapshot.repository';
import { LessonSnapshotRpc } from './lesson-snapshot.rpc';

// The lessons' snapshot for the services that keep a copy of them (chat).
@Module({ controllers: [LessonSnapshotRpc], providers: [LessonSnapshotRepository] })
export class LessonSnapshotModule {}
