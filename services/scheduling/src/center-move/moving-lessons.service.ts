import { Injectable } from '@nestjs/common';
import { type Caller, type MovingLessons } from '@school/contracts';
import { isDateString } from '@school/domain';
import { keyOf, notFoundError, validationError } from '@school/server-kit';
import { CenterMoveRepository } from './center-move.repository';

// C20301's preview: the lessons a change from schedule_date on would move (those not yet held) and
// how many of them would lose their teacher (the ones held at the student's home center; a lesson
// transferred elsewhere keeps its place and teacher).
@Injectable()
export class MovingLessonsService {
  constructor(private readonly repo: CenterMoveRepository) {}

  async get(input: Record<string, unknown>, caller: Caller): Promise<MovingLessons> {
    const studentNo = keyOf(input, 'student_no');
    const date = input.schedule_date;
    if (!isDateString(date)) throw validationError({ schedule_date: [{ key: 'scheduling.centerMove.invalidDate', params: {} }] });
    const centerNo = await this.repo.studentCenter(studentNo);
    // a student of a center the caller may not work on is as absent as an unknown number
    if (centerNo === undefined || (caller.centerNos !== null && !caller.centerNos.includes(centerNo)))
      throw notFoundError('student');
    return this.repo.movingLessons(studentNo, date);
  }
}
