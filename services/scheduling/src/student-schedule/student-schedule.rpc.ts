import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { StudentScheduleService } from './student-schedule.service';

type Input = Record<string, unknown>;

// C30101 schedule entry: the calendar, the student's lessons, applications, not-attended days,
// changes and cancels, the cell counts and the student search; T0060 seminar periods.
@Controller()
export class StudentScheduleRpc {
  constructor(private readonly schedule: StudentScheduleService) {}

  @Rpc('C30101_getCalendarByRange')
  calendarByRange(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.calendarByRange(input, caller);
  }

  @Rpc('C30101_getSeminarCalendarByRange')
  seminarCalendarByRange(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.seminarCalendarByRange(input, caller);
  }

  @Rpc('C30101_getStudentScheduleWeek')
  studentScheduleWeek(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.studentSchedule(input, caller, true);
  }

  @Rpc('C30101_getStudentSchedule')
  studentSchedule(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.studentSchedule(input, caller);
  }

  @Rpc('C30101_getSchedule')
  header(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.schedule(input, caller);
  }

  @Rpc('C30101_getEntryScheduleWeek')
  entryScheduleWeek(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.entrySchedule(input, caller, true);
  }

  @Rpc('C30101_getEntrySchedule')
  entrySchedule(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.entrySchedule(input, caller);
  }

  @Rpc('C30101_getNotAttendedSchedule')
  notAttended(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.notAttendedSchedule(input, caller);
  }

  @Rpc('C30101_getChangeSchedule')
  changes(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.changeSchedule(input, caller);
  }

  @Rpc('C30101_getCancelSchedule')
  cancels(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.cancelSchedule(input, caller);
  }

  @Rpc('C30101_getCellTeacherCount')
  cellTeacherCount(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.cellTeacherCount(input, caller);
  }

  @Rpc('C30101_getScheduleDateInfo')
  dateInfo(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.scheduleDateInfo(input, caller);
  }

  @Rpc('C30101_searchStudents')
  searchStudents(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.searchStudents(input, caller);
  }

  @Rpc('T0060_getList')
  seminarList(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.seminarList(input, caller);
  }

  @Rpc('T0060_getAvailableSeminar')
  availableSeminar(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.schedule.availableSeminar(input, caller);
  }
}
