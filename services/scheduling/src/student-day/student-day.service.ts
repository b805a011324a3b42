import { Injectable } from '@nestjs/common';
import { type C21101ScheduleOutput, type Caller } from '@school/contracts';
import { STUDENT_ROLES, tokyoDate, visibleMeeting } from '@school/domain';
import { forbiddenError, keyOf } from '@school/server-kit';
import { StudentRowsRepository } from '../student-schedule/student-rows.repository';
import { rangeOf } from '../student-schedule/student-schedule.service';

type Input = Record<string, unknown>;

// C21101 / C21201: a student account's own lessons in a range. SPEC §6 gives these screens to the
// students (110, 120, 130) only: a teacher or staff member is refused, and so is a student_no other
// than the caller's own (403, nothing read). showZoomInfo is asked only once the caller may read.
@Injectable()
export class StudentDayService {
  constructor(private readonly rows: StudentRowsRepository) {}

  async schedule(input: Input, caller: Caller, showZoomInfo: () => Promise<boolean>): Promise<C21101ScheduleOutput> {
    const studentNo = caller.studentNo;
    if (caller.role === null || !STUDENT_ROLES.includes(caller.role) || studentNo === null) throw forbiddenError();
    if (input.student_no !== undefined && keyOf(input, 'student_no') !== studentNo) throw forbiddenError();
    const range = rangeOf(input);
    const [rows, shown] = await Promise.all([this.rows.dayLessons(studentNo, range.start, range.end), showZoomInfo()]);
    return {
      student_no: studentNo,
      start_date: range.start,
      end_date: range.end,
      today: tokyoDate(Date.now()),
      // every row is the caller's own lesson (read by their student_no)
      lessons: rows.map(({ online_room, ...row }) => ({
        ...row,
        ...visibleMeeting(row, { shown, own: true }),
        online: online_room || row.zoom_url !== null,
      })),
    };
  }
}
