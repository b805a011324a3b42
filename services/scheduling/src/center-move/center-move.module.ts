import { Module } from '@nestjs/common';
import { CenterMoveRepository } from './center-move.repository';
import { MovingLessonsRpc } from './moving-lessons.rpc';
import { MovingLessonsService } from './moving-lessons.service';

// C20301 on the scheduling side: the preview here; the move itself runs on StudentCenterChanged
// (projection.consumer.ts → student-center-move.apply.ts).
@Module({ controllers: [MovingLessonsRpc], providers: [MovingLessonsService, CenterMoveRepository] })
export class CenterMoveModule {}
