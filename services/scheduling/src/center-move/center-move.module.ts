import { Module } from '@nestjs/common';
import { MovingLessonsRpc } from './c20301-moving-lessons.rpc';
import { MovingLessonsService } from './c20301-moving-lessons.service';

// C20301 on the scheduling side: the preview here; the move itself runs on StudentCenterChanged
// (projection.consumer.ts → student-center-move.apply.ts).
@Module({ controllers: [MovingLessonsRpc], providers: [MovingLessonsService] })
export class CenterMoveModule {}
