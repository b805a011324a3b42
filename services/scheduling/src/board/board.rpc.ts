import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { BoardService } from './board.service';

type Input = Record<string, unknown>;

// C40101 teacher-assignment board: the reads the board loads and the selected lesson's details.
@Controller()
export class BoardRpc {
  constructor(private readonly board: BoardService) {}

  @Rpc('C40101_canEdit')
  canEdit() {
    return this.board.canEdit();
  }

  @Rpc('C40101_getCalendar')
  calendar(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.board.calendar(input, caller);
  }

  @Rpc('C40101_getTeacherInfoAndSchedule')
  teachers(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.board.teachers(input, caller);
  }

  @Rpc('C40101_getAppliedSchedule')
  lessons(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.board.lessons(input, caller);
  }

  @Rpc('C40101_getCourseStartDate')
  courseStartDate(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.board.courseStartDate(input, caller);
  }

  @Rpc('C40101_getTeacherSchedule')
  teacherSchedule(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.board.teacherSchedule(input, caller);
  }

  @Rpc('C40101_getSelectedScheduleInfomation')
  selected(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.board.selected(input, caller);
  }

  @Rpc('C40101_getLatestScheduleNoForReport')
  latestForReport(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.board.latestForReport(input, caller);
  }
}
