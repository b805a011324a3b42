import { Module } from '@nestjs/common';
import { StudentRepository } from '../student/student.repository';
import { TeacherRepository } from '../teacher/teacher.repository';
import { ProjectionSnapshotRpc } from './projection-snapshot.rpc';

// The snapshot reads teachers and students through their own repositories (the state their events carry).
@Module({ controllers: [ProjectionSnapshotRpc], providers: [TeacherRepository, StudentRepository] })
export class ProjectionSnapshotModule {}
