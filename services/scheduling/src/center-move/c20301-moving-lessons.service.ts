import { Injectable } from '@nestjs/common';
import { type Caller, type MovingLessons } from '@school/contracts';
import { isDateString } from '@school/domain';
import { keyOf, notFoundError, validationError } from '@school/server-kit';
import { DataSource } from 'typeorm';

// C20301's preview: the lessons a change from schedule_date on would move (those not yet held) and
// how many of them would lose their teacher (the ones held at the student's home center; a lesson
// transferred elsewhere keeps its place and teacher).
@Injectable()
export class MovingLessonsService {
  constructor(private readonly ds: DataSource) {}

  async get(input: Record<string, unknown>, caller: Caller): Promise<MovingLessons> {
    const studentNo = keyOf(input, 'student_no');
    const date = input.schedule_date;
    if (!isDateString(date)) throw validationError({ schedule_date: [{ key: 'masters.c20301.invalidDate', params: {} }] });
    const [student] = (await this.ds.query(`SELECT "center_no" FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [
      studentNo,
    ])) as { center_no: number }[];
    // a student of a center the caller may not work on is as absent as an unknown number
    if (!student || (caller.centerNos !== null && !caller.centerNos.includes(student.center_no))) throw notFoundError('student');
    const [row] = (await this.ds.query(
      `SELECT count(*)::int AS "lessons",
              count(*) FILTER (WHERE "teacher_no" > 0 AND "original_center_no" = 0)::int AS "assigned",
              to_char(min("schedule_date"), 'YYYY-MM-DD') AS "first_date", to_char(max("schedule_date"), 'YYYY-MM-DD') AS "last_date"
         FROM "scheduling"."lesson" WHERE "student_no" = $1 AND "schedule_date" >= $2 AND "attendance_distinction" = 0
          AND "cancel_flag" = 0`,
      [studentNo, date],
    )) as MovingLessons[];
    return row;
  }
}
