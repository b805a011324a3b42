import { type Caller } from '@school/contracts';
import { Controller } from '@nestjs/common';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { CourseService } from './course.service';

type Input = Record<string, unknown>;

// M20301 course management: Browse / Add / Edit / Delete of the child named by _course_type
// (M1005 course type, M1010 course).
@Controller()
export class CourseRpc {
  constructor(private readonly courses: CourseService) {}

  @Rpc('M20301_doBrowse')
  browse(@RpcInput() input: Input) {
    return this.courses.browse(input);
  }

  @Rpc('M20301_getEdit')
  getEdit(@RpcInput() input: Input) {
    return this.courses.getEdit(input);
  }

  @Rpc('M20301_doAdd')
  add(@RpcInput() input: Input) {
    return this.courses.add(input);
  }

  @Rpc('M20301_doEdit')
  edit(@RpcInput() input: Input) {
    return this.courses.edit(input);
  }

  @Rpc('M20301_doDelete')
  delete(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.courses.delete(input, caller);
  }
}
