import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { MovingLessonsService } from './c20301-moving-lessons.service';

@Controller()
export class MovingLessonsRpc {
  constructor(private readonly lessons: MovingLessonsService) {}

  @Rpc('C20301_getMovingLessons')
  get(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.lessons.get(input, caller);
  }
}
