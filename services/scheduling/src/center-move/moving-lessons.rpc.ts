import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { MovingLessonsService } from './moving-lessons.service';

// C20301 on the scheduling side: the preview of the lessons a center change would move.
@Controller()
export class MovingLessonsRpc {
  constructor(private readonly lessons: MovingLessonsService) {}

  @Rpc('C20301_getMovingLessons')
  get(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.lessons.get(input, caller);
  }
}
