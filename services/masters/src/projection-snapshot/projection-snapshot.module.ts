import { Module } from '@nestjs/common';
import { ProjectionSnapshotRpc } from './projection-snapshot.rpc';

@Module({ controllers: [ProjectionSnapshotRpc] })
export class ProjectionSnapshotModule {}
